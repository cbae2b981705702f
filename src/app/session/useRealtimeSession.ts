import { useEffect } from 'react';
import { authSession } from '@/lib/auth';
import { realtime } from '@/lib/realtime';
import { useAppDispatch } from '../hooks';
import { unreadNotificationsSet } from '../shellCounts';

/** Keeps the realtime channel open while a member is in the member area. */
export function useRealtimeSession(enabled: boolean): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!enabled) return;
    const token = authSession.memberToken();
    const userId = authSession.memberUserId();
    if (!token || !userId) return;
    void realtime.connect({ token, userId });
    const stopUnread = realtime.on('unreadNotification', (data) =>
      dispatch(unreadNotificationsSet(Number(data?.count ?? 0))),
    );
    const refreshCounts = () => realtime.emit('unreadNotification', {});
    const stopAuthorised = realtime.onAuthorised(refreshCounts);
    // Coming back to the tab refreshes the counts (queued while the connection is down).
    const onVisible = () => {
      if (document.visibilityState === 'visible') refreshCounts();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopUnread();
      stopAuthorised();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [dispatch, enabled]);
}
