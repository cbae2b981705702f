import { useEffect, useState } from 'react';
import { authSession } from '@/lib/auth';
import { currentPath, navigateTo } from '@/lib/navigation';
import { useRealtimeStatus } from '../session/useRealtimeStatus';

/** Ends the session the server no longer accepts and opens the login, back here afterwards. */
function signInAgain(): void {
  authSession.rememberRedirect(currentPath());
  authSession.clearMember();
  navigateTo('/login', { replace: true });
}

/**
 * Tells the member when the live connection is down or not yet back, or refused because their
 * session has ended (with a way to sign in again); what they send waits in the outbox.
 */
export function ConnectionBanner() {
  const status = useRealtimeStatus();
  // Which status has lasted (a new status starts unannounced: React's adjust-on-change pattern).
  const [lasted, setLasted] = useState<{ status: typeof status; lasting: boolean }>({
    status,
    lasting: false,
  });
  if (lasted.status !== status) setLasted({ status, lasting: false });
  const visible = lasted.status === status && lasted.lasting;
  useEffect(() => {
    if (status === 'ready' || status === 'idle' || status === 'refused') return;
    // Short drops are bridged silently; only a lasting one is worth telling.
    const timer = window.setTimeout(() => setLasted({ status, lasting: true }), 1500);
    return () => window.clearTimeout(timer);
  }, [status]);
  if (status === 'unconfigured') {
    return (
      <div className="connection-banner" role="status">
        Live updates are not available: this app has no realtime server address configured.
      </div>
    );
  }
  if (status === 'refused') {
    return (
      <div className="connection-banner" role="alert">
        <span>Your session has ended. Messages you send will wait until you sign in again.</span>{' '}
        <button type="button" className="button button--secondary" onClick={signInAgain}>
          Sign in again
        </button>
      </div>
    );
  }
  if (!visible || status === 'ready' || status === 'idle') return null;
  return (
    <div className="connection-banner" role="status">
      You are offline. Messages you send will be delivered when the connection is back.
    </div>
  );
}
