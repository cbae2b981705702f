import { api } from '@/lib/api';
import {
  counterSchema,
  peopleSchema,
  personSchema,
  profileSchema,
  userPostsPageSchema,
  type FriendCounter,
  type FriendPerson,
  type PublicProfile,
  type RequestAction,
  type UserPostsPage,
} from './model';

/**
 * Friends (spec 3 §7 "Community and friends"). Every list, the counter and the profiles share
 * the app's 'People' tag with the chat's people lists (src/features/chat/chatApi.ts): a request
 * answered or a follow changes where the member stands in all of them, so each answer refreshes
 * what is on screen (the counters in the header and the chat's "People you follow" included).
 */
export const friendsApi = api.injectEndpoints({
  endpoints: (build) => ({
    friends: build.query<FriendPerson[], void>({
      query: () => ({ url: 'friends/friends', method: 'GET', schema: peopleSchema }),
      providesTags: ['People'],
    }),
    suggestions: build.query<FriendPerson[], void>({
      query: () => ({ url: 'friends/recommanded', method: 'GET', schema: peopleSchema }),
      providesTags: ['People'],
    }),
    pendingRequests: build.query<FriendPerson[], void>({
      query: () => ({ url: 'friends/pending_requests', method: 'GET', schema: peopleSchema }),
      providesTags: ['People'],
    }),
    sentRequests: build.query<FriendPerson[], void>({
      query: () => ({ url: 'friends/sent_requests', method: 'GET', schema: peopleSchema }),
      providesTags: ['People'],
    }),
    /** The people the member follows (the app's own path: the spec names no following call). */
    following: build.query<FriendPerson[], void>({
      query: () => ({ url: 'friends/following', method: 'GET', schema: peopleSchema }),
      providesTags: ['People'],
    }),
    /** The people who follow the member (the app's own path, like following). */
    followers: build.query<FriendPerson[], void>({
      query: () => ({ url: 'friends/followers', method: 'GET', schema: peopleSchema }),
      providesTags: ['People'],
    }),
    friendCounter: build.query<FriendCounter, void>({
      query: () => ({ url: 'friends/counter', method: 'GET', schema: counterSchema }),
      providesTags: ['People'],
    }),
    searchPeople: build.query<FriendPerson[], string>({
      query: (search) => ({
        url: 'friends/search_user',
        method: 'POST',
        body: { search },
        schema: peopleSchema,
      }),
      providesTags: ['People'],
    }),
    peopleNearMe: build.query<FriendPerson[], { latitude: number; longitude: number }>({
      query: ({ latitude, longitude }) => ({
        url: 'friends/near_me',
        method: 'POST',
        body: { latitude, longitude },
        schema: peopleSchema,
      }),
      providesTags: ['People'],
    }),
    friendRequest: build.mutation<FriendPerson, { userId: number; action: RequestAction }>({
      query: ({ userId, action }) => ({
        url: 'friends/request',
        method: 'POST',
        body: { user_id: userId, action },
        schema: personSchema,
      }),
      invalidatesTags: (_result, error) => (error ? [] : ['People']),
    }),
    follow: build.mutation<FriendPerson, { userId: number; follow: boolean }>({
      query: ({ userId, follow }) => ({
        url: 'friends/send_follow_request',
        method: 'POST',
        body: { user_id: userId, follow: follow ? 1 : 0 },
        schema: personSchema,
      }),
      invalidatesTags: (_result, error) => (error ? [] : ['People']),
    }),
    publicProfile: build.query<PublicProfile, number>({
      query: (userId) => ({
        url: 'friends/profile',
        method: 'POST',
        body: { user_id: userId },
        schema: profileSchema,
      }),
      providesTags: ['People'],
    }),
    userPosts: build.infiniteQuery<UserPostsPage, number, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage) =>
          lastPage.hasNextPage ? lastPage.currentPage + 1 : undefined,
      },
      query: ({ queryArg, pageParam }) => ({
        url: 'community/get_user_post',
        method: 'POST',
        body: { user_id: queryArg, page: pageParam },
        schema: userPostsPageSchema,
      }),
    }),
  }),
});

export const {
  useFriendsQuery,
  useSuggestionsQuery,
  usePendingRequestsQuery,
  useSentRequestsQuery,
  useFollowingQuery,
  useFollowersQuery,
  useFriendCounterQuery,
  useSearchPeopleQuery,
  usePeopleNearMeQuery,
  useFriendRequestMutation,
  useFollowMutation,
  usePublicProfileQuery,
  useUserPostsInfiniteQuery,
} = friendsApi;
