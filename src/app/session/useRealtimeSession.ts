import { useEffect } from 'react';
import { authSession } from '@/lib/auth';
import { realtime } from '@/lib/realtime';

/** Keeps the realtime channel open while a member is in the member area. */
export function useRealtimeSession(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const token = authSession.memberToken();
    const userId = authSession.memberUserId();
    if (!token || !userId) return;
    void realtime.connect({ token, userId });
  }, [enabled]);
}
