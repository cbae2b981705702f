import { realtime } from '@/lib/realtime';
import { unreadMessagesSet } from '@/app/shellCounts';
import type { AppDispatch } from '@/app/store';

/**
 * For the member shell: keeps the header's unread-messages badge (the chat totals of
 * totalUnReadCount) current on every member page, not only on the chat pages. Light on purpose
 * (no chat code, no zod): call it once where the shell connects the channel, e.g.
 * `useEffect(() => watchChatUnread(dispatch), [dispatch])`; it returns its clean-up.
 */
export function watchChatUnread(dispatch: AppDispatch): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const refresh = () => {
    if (timer) return;
    timer = setTimeout(() => {
      timer = null;
      realtime
        .request('totalUnReadCount', {})
        .then((reply) => {
          const data = (reply ?? {}) as Record<string, unknown>;
          if (Number(data.status) !== 1) return;
          const total = ['groupChatCount', 'messagesCount', 'expertCount'].reduce(
            (sum, key) => sum + (Number(data[key]) || 0),
            0,
          );
          dispatch(unreadMessagesSet(total));
        })
        .catch(() => undefined);
    }, 100);
  };
  const stops = [
    realtime.onAuthorised(refresh),
    realtime.on('sendMessageToGroupAndUser', refresh),
    realtime.on('newGroupMessageReceive', refresh),
    realtime.on('bulkMessageReceive', refresh),
  ];
  if (realtime.status === 'ready') refresh();
  return () => {
    if (timer) clearTimeout(timer);
    stops.forEach((stop) => stop());
  };
}
