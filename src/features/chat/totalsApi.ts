import * as z from 'zod/mini';
import { api, type ApiFailure } from '@/lib/api';
import { realtime } from '@/lib/realtime';
import { failureMessage } from '@/lib/failureMessage';

/**
 * The unread totals of totalUnReadCount (the header's Messages badge and the chat tab dots): one
 * RTK Query cache entry, fed by the realtime channel. Kept light on purpose (no other chat code):
 * the header loads it on every member page.
 */

/** An unread count shown on a badge: missing is none; present, it must be a number. */
const count = z.pipe(
  z.optional(z.coerce.number()),
  z.transform((value) => Math.max(0, Math.trunc(value ?? 0) || 0)),
);

export const totalsSchema = z.object({
  status: z.coerce.number(),
  message: z.optional(z.unknown()),
  groupChatCount: count,
  messagesCount: count,
  expertCount: count,
});

export interface UnreadTotals {
  groupChatCount: number;
  messagesCount: number;
  expertCount: number;
}

/** The tag of the totals entry: invalidating it asks the server again. */
export const CHAT_TOTALS_TAG = { type: 'Chats', id: 'UNREAD_TOTALS' } as const;

/** Pushes after which the totals may have changed. */
const TOTALS_EVENTS = [
  'sendMessageToGroupAndUser',
  'newGroupMessageReceive',
  'bulkMessageReceive',
  // Replies to our own send and read requests.
  'sendMessage',
  'readMessage',
] as const;

declare module '@/lib/realtime/events' {
  interface RealtimeClientEvents {
    totalUnReadCount: Record<string, never>;
  }
  interface RealtimeServerEvents {
    totalUnReadCount: unknown;
    sendMessageToGroupAndUser: unknown;
    newGroupMessageReceive: unknown;
    bulkMessageReceive: unknown;
    sendMessage: unknown;
    readMessage: unknown;
  }
}

/** Many pushes in a burst become one request. */
const REFRESH_DELAY_MS = 100;

export const chatTotalsApi = api.injectEndpoints({
  endpoints: (build) => ({
    chatUnreadTotals: build.query<UnreadTotals, void>({
      async queryFn() {
        try {
          const parsed = totalsSchema.safeParse(await realtime.request('totalUnReadCount', {}));
          if (!parsed.success) {
            return {
              error: {
                kind: 'parse',
                message: 'The server sent a reply we could not read.',
              } satisfies ApiFailure,
            };
          }
          if (parsed.data.status !== 1) {
            const message = typeof parsed.data.message === 'string' ? parsed.data.message : '';
            return {
              error: {
                kind: 'server',
                message: message || 'Something went wrong',
              } satisfies ApiFailure,
            };
          }
          const { groupChatCount, messagesCount, expertCount } = parsed.data;
          return { data: { groupChatCount, messagesCount, expertCount } };
        } catch (error) {
          return {
            error: {
              kind: 'network',
              message: failureMessage(error),
            } satisfies ApiFailure,
          };
        }
      },
      providesTags: [CHAT_TOTALS_TAG],
      // The channel pushes what changes the totals; listeners live as long as the entry.
      async onCacheEntryAdded(_arg, { dispatch, cacheEntryRemoved }) {
        let timer: ReturnType<typeof setTimeout> | null = null;
        const refresh = () => {
          if (timer) return;
          timer = setTimeout(() => {
            timer = null;
            dispatch(api.util.invalidateTags([CHAT_TOTALS_TAG]));
          }, REFRESH_DELAY_MS);
        };
        let connectedBefore = realtime.status === 'ready';
        const stops = [
          // A reconnect catches up on what arrived while the connection was down.
          realtime.onAuthorised(() => {
            if (connectedBefore) refresh();
            connectedBefore = true;
          }),
          ...TOTALS_EVENTS.map((event) => realtime.on(event, refresh)),
        ];
        await cacheEntryRemoved;
        if (timer) clearTimeout(timer);
        stops.forEach((stop) => stop());
      },
    }),
  }),
});

export const { useChatUnreadTotalsQuery } = chatTotalsApi;

/** The header's Messages badge: all unread chat messages of the member. */
export function useChatUnreadTotal(): number {
  const { data } = useChatUnreadTotalsQuery();
  return data ? data.groupChatCount + data.messagesCount + data.expertCount : 0;
}
