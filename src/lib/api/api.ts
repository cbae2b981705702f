import { createAction, type Action } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';
import { axiosBaseQuery } from './baseQuery';

/**
 * The server data a prerendered page was built with (the api slice of the store that rendered
 * it, see src/prerender): put into the cache before the page hydrates, so the first render in
 * the browser is the served markup and no call is made for it.
 */
export const serverDataHydrated = createAction<{ api: unknown }>('serverData/hydrated');

const isServerData = (action: Action): action is ReturnType<typeof serverDataHydrated> =>
  serverDataHydrated.match(action);

/**
 * The one RTK Query api. Each feature adds its endpoints with `api.injectEndpoints` in its own
 * api.ts, so only the routes that use a feature load its code.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: axiosBaseQuery,
  tagTypes: [
    'User',
    'Dashboard',
    'Notifications',
    'Plans',
    'Cards',
    'Chats',
    // The one directory of members and where the member stands to each (friends, requests,
    // follows): the friends screen, profiles and the chat's people lists read it.
    'People',
    'ShoppingLists',
    'Recipes',
  ],
  endpoints: () => ({}),
  // A change refreshes what it invalidates at once. RTK Query's default ('delayed') waits until no
  // query is running, and the chat's queries ask the realtime channel, which waits while it is
  // offline: no screen refreshed after a save until the connection came back.
  invalidationBehavior: 'immediately',
  // RTK Query's rehydration (its server-side rendering guide): fulfilled entries are taken in.
  extractRehydrationInfo: (action) =>
    isServerData(action) ? (action.payload.api as never) : undefined,
});
