import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { authSession } from '@/lib/auth';
import { realtime } from '@/lib/realtime';
import { textDrafts } from '@/lib/textDrafts';
import { checkoutDraft } from '@/lib/checkoutDraft';

/**
 * Logout: tells the server, clears user and registration data, unsent text and a checkout's address, resets the profile to the Free
 * defaults, closes the realtime channel and returns to the public home. It runs on /logout (a
 * public page), so the member-area guards never see the member leave.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      const { apiRequest } = await import('@/lib/api/request');
      await apiRequest({ url: 'auth/logout', method: 'POST', body: {} });
    } catch {
      // Logging out locally is what matters; the server session expires on its own.
    }
    realtime.disconnect();
    // Clearing the token also drops the session's server data and profile (app/store.ts).
    authSession.clearMember();
    authSession.clearRegistration();
    textDrafts.clear();
    checkoutDraft.clear();
    navigate('/', { replace: true });
  }, [navigate]);
}
