import { api } from '@/lib/api';
import {
  toUserProfile,
  userCheckReplySchema,
  type UserProfile,
  type UserProfileRecord,
} from './model';

/** POST user/check: the user record for the stored token, read through its schema at the edge. */
export const userApi = api.injectEndpoints({
  endpoints: (build) => ({
    checkUser: build.query<UserProfile, void>({
      query: () => ({
        url: 'user/check',
        method: 'POST',
        body: { device_type: 'web' },
        schema: userCheckReplySchema,
      }),
      transformResponse: (data: UserProfileRecord) => toUserProfile(data),
      providesTags: ['User'],
    }),
  }),
});

export const { useCheckUserQuery } = userApi;
