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
    /** user/pin_screen: pin set (screen_id and screen_name) or clear (empty string); resolves with the server's message. */
    setPinScreen: build.mutation<
      string,
      { pin_screen: { screen_id: string; screen_name: string } | '' }
    >({
      query: (body) => ({ url: 'user/pin_screen', method: 'POST', body }),
      transformResponse: (_data: unknown, meta: { message: string } | undefined) =>
        meta?.message ?? '',
      invalidatesTags: ['User'],
    }),
  }),
});

export const { useCheckUserQuery, useSetPinScreenMutation } = userApi;

/**
 * After a save elsewhere (the account screen): the server's user record becomes the cached
 * profile, so the header and every screen show it at once (no second copy).
 */
export const profileReplaced = (profile: UserProfile) =>
  userApi.util.updateQueryData('checkUser', undefined, () => profile);
