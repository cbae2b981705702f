import { api } from '@/lib/api';
import { firstItem } from '@/lib/api/schemas';
import {
  magazineLookupSchema,
  nextNotificationStart,
  notificationPageSchema,
  groupChatAccessSchema,
  notificationDataSchema,
  sessionStatusSchema,
  type MagazineLookup,
  type NotificationPage,
  type ScreenData,
  type SessionStatus,
} from './model';
import { unreadNotificationsSet } from './unreadApi';

export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Spec 1 §7: action 'all', start (offset). One cache entry holds every loaded page; a
     * refetch (opening the drawer) loads page 1 again and drops the later pages.
     */
    notificationList: build.infiniteQuery<NotificationPage, void, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (_last, pages) => nextNotificationStart(pages),
        refetchCachedPages: false,
      },
      query: ({ pageParam }) => ({
        url: 'notification/list',
        method: 'POST',
        body: { action: 'all', start: pageParam },
        schema: notificationPageSchema,
      }),
      keepUnusedDataFor: 300,
      // Every page carries the unread total: the header badge follows the latest one.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          const latest = data.pages.at(-1);
          if (latest) dispatch(unreadNotificationsSet(latest.count.new_count));
        } catch {
          // A failed page is shown by the drawer; the badge keeps its count.
        }
      },
    }),
    closeNotifications: build.mutation<unknown, void>({
      query: () => ({ url: 'notification/close', method: 'POST', body: {} }),
    }),
    clearNotifications: build.mutation<unknown, void>({
      query: () => ({ url: 'notification/clear', method: 'POST', body: {} }),
    }),
    notificationData: build.mutation<ScreenData, number>({
      query: (notificationId) => ({
        url: 'notification/data',
        method: 'POST',
        body: { notification_id: notificationId },
        schema: notificationDataSchema,
      }),
      transformResponse: (data: { screen_data: ScreenData }) => data.screen_data,
    }),
    sessionStatus: build.mutation<SessionStatus, string>({
      query: (sessionId) => ({
        url: 'sessions/get_session_status',
        method: 'POST',
        body: { session_id: sessionId },
        schema: firstItem(sessionStatusSchema),
      }),
    }),
    magazineLookup: build.mutation<MagazineLookup, string>({
      query: (magazineId) => ({
        url: 'magazine/lookup',
        method: 'POST',
        body: { magazine_id: magazineId },
        schema: firstItem(magazineLookupSchema),
      }),
    }),
    groupChatAccess: build.mutation<boolean, string>({
      query: (communityId) => ({
        url: 'community/group_chat_access',
        method: 'POST',
        body: { community_id: communityId },
        schema: groupChatAccessSchema,
      }),
      transformResponse: (data: { access: number }) => data.access === 1,
    }),
  }),
});

export const {
  useNotificationListInfiniteQuery,
  useCloseNotificationsMutation,
  useClearNotificationsMutation,
} = notificationsApi;
