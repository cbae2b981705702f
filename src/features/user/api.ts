import { api } from '@/lib/api';

/** POST user/check: the user record for the stored token. */
export const userApi = api.injectEndpoints({
  endpoints: (build) => ({
    checkUser: build.query<unknown, void>({
      query: () => ({ url: 'user/check', method: 'POST', body: { device_type: 'web' } }),
      transformResponse: (data: unknown) => (Array.isArray(data) ? data[0] : data),
      providesTags: ['User'],
    }),
  }),
});

export const { useCheckUserQuery } = userApi;
