import { api } from '@/lib/api';
import { realtime } from '@/lib/realtime';

/**
 * The header bell's unread count (spec 1 §7 unreadNotification): one RTK Query cache entry. The
 * realtime channel pushes the count (asked for on each authorise and when the tab comes back), and
 * every loaded page of the notification list carries it too. Kept light on purpose (no other
 * notification code): the header loads it on every member page.
 */
export const unreadNotificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    unreadNotificationCount: build.query<number, void>({
      // A new entry asks the channel (the request waits until the channel is authorised).
      async queryFn() {
        try {
          const reply = await realtime.request('unreadNotification', {});
          return { data: unreadCount((reply as { count?: unknown } | null)?.count) };
        } catch {
          // No answer: the badge stays empty until the next push.
          return { data: 0 };
        }
      },
      keepUnusedDataFor: 300,
      async onCacheEntryAdded(_arg, { updateCachedData, cacheEntryRemoved }) {
        const ask = () => realtime.emit('unreadNotification', {});
        // The entry's own request covers the first authorise; a reconnect asks again (the reply
        // comes back as a push).
        let connectedBefore = realtime.status === 'ready';
        const stops = [
          realtime.on('unreadNotification', (data) =>
            updateCachedData(() => unreadCount(data?.count)),
          ),
          realtime.onAuthorised(() => {
            if (connectedBefore) ask();
            connectedBefore = true;
          }),
        ];
        // Coming back to the tab asks again (queued while the connection is down).
        const onVisible = () => {
          if (document.visibilityState === 'visible') ask();
        };
        document.addEventListener('visibilitychange', onVisible);
        await cacheEntryRemoved;
        stops.forEach((stop) => stop());
        document.removeEventListener('visibilitychange', onVisible);
      },
    }),
  }),
});

function unreadCount(value: unknown): number {
  return Math.max(0, Number(value) || 0);
}

/** Sets the count the bell shows (a loaded list page's total, or 0 once the drawer closes). */
export function unreadNotificationsSet(count: number) {
  return unreadNotificationsApi.util.upsertQueryData(
    'unreadNotificationCount',
    undefined,
    unreadCount(count),
  );
}

/** The number on the header bell. */
export function useUnreadNotificationCount(): number {
  return unreadNotificationsApi.useUnreadNotificationCountQuery().data ?? 0;
}

const selectCountEntry = unreadNotificationsApi.endpoints.unreadNotificationCount.select();

/** The number on the header bell, read from the cache. */
export function selectUnreadNotificationCount(
  state: Parameters<typeof selectCountEntry>[0],
): number {
  return selectCountEntry(state).data ?? 0;
}
