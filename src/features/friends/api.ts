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

const tagged = api.enhanceEndpoints({ addTagTypes: ['Friends'] });

/**
 * Friends (spec 3 §7 "Community and friends"). Every list, the counter and the profiles share
 * one tag: a request answered or a follow changes where the member stands in all of them, so
 * each answer refreshes what is on screen (the counters in the header included).
 */
export const friendsApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    friends: build.query<FriendPerson[], void>({
      query: () => ({ url: 'friends/friends', method: 'GET', schema: peopleSchema }),
      providesTags: ['Friends'],
    }),
    suggestions: build.query<FriendPerson[], void>({
      query: () => ({ url: 'friends/recommanded', method: 'GET', schema: peopleSchema }),
      providesTags: ['Friends'],
    }),
    pendingRequests: build.query<FriendPerson[], void>({
      query: () => ({ url: 'friends/pending_requests', method: 'GET', schema: peopleSchema }),
      providesTags: ['Friends'],
    }),
    sentRequests: build.query<FriendPerson[], void>({
      query: () => ({ url: 'friends/sent_requests', method: 'GET', schema: peopleSchema }),
      providesTags: ['Friends'],
    }),
    /** The people the member follows (the app's own path: the spec names no following call). */
    following: build.query<FriendPerson[], void>({
      query: () => ({ url: 'friends/following', method: 'GET', schema: peopleSchema }),
      providesTags: ['Friends'],
    }),
    /** The people who follow the member (the app's own path, like following). */
    followers: build.query<FriendPerson[], void>({
      query: () => ({ url: 'friends/followers', method: 'GET', schema: peopleSchema }),
      providesTags: ['Friends'],
    }),
    friendCounter: build.query<FriendCounter, void>({
      query: () => ({ url: 'friends/counter', method: 'GET', schema: counterSchema }),
      providesTags: ['Friends'],
    }),
    searchPeople: build.query<FriendPerson[], string>({
      query: (search) => ({
        url: 'friends/search_user',
        method: 'POST',
        body: { search },
        schema: peopleSchema,
      }),
      providesTags: ['Friends'],
    }),
    peopleNearMe: build.query<FriendPerson[], { latitude: number; longitude: number }>({
      query: ({ latitude, longitude }) => ({
        url: 'friends/near_me',
        method: 'POST',
        body: { latitude, longitude },
        schema: peopleSchema,
      }),
      providesTags: ['Friends'],
    }),
    friendRequest: build.mutation<FriendPerson, { userId: number; action: RequestAction }>({
      query: ({ userId, action }) => ({
        url: 'friends/request',
        method: 'POST',
        body: { user_id: userId, action },
        schema: personSchema,
      }),
      invalidatesTags: (_result, error) => (error ? [] : ['Friends']),
    }),
    follow: build.mutation<FriendPerson, { userId: number; follow: boolean }>({
      query: ({ userId, follow }) => ({
        url: 'friends/send_follow_request',
        method: 'POST',
        body: { user_id: userId, follow: follow ? 1 : 0 },
        schema: personSchema,
      }),
      invalidatesTags: (_result, error) => (error ? [] : ['Friends']),
    }),
    publicProfile: build.query<PublicProfile, number>({
      query: (userId) => ({
        url: 'friends/profile',
        method: 'POST',
        body: { user_id: userId },
        schema: profileSchema,
      }),
      providesTags: ['Friends'],
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
