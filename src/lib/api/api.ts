import { createApi } from '@reduxjs/toolkit/query/react';
import { axiosBaseQuery } from './baseQuery';

/**
 * The one RTK Query api. Each feature adds its endpoints with `api.injectEndpoints` in its own
 * api.ts, so only the routes that use a feature load its code.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: axiosBaseQuery,
  tagTypes: ['User', 'Dashboard', 'Notifications', 'Plans', 'Cards', 'Chats', 'ShoppingLists', 'Recipes'],
  endpoints: () => ({}),
});
