import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { api } from './api';

/** A screen's data, a change to it, and a question to the realtime channel that never answers. */
let reads = 0;
const probe = api.injectEndpoints({
  endpoints: (build) => ({
    probeProfile: build.query<number, void>({
      queryFn: () => {
        reads += 1;
        return { data: reads };
      },
      providesTags: ['User'],
    }),
    probeSave: build.mutation<null, void>({
      queryFn: () => ({ data: null }),
      invalidatesTags: ['User'],
    }),
    probeOfflineChannel: build.query<number, void>({
      queryFn: () => new Promise(() => undefined),
    }),
  }),
});

describe('the api', () => {
  it('refreshes what a change invalidates while a realtime question is still waiting', async () => {
    const store = configureStore({
      reducer: { [api.reducerPath]: api.reducer },
      middleware: (getDefault) => getDefault().concat(api.middleware),
    });
    store.dispatch(probe.endpoints.probeOfflineChannel.initiate());
    await store.dispatch(probe.endpoints.probeProfile.initiate());
    expect(reads).toBe(1);

    await store.dispatch(probe.endpoints.probeSave.initiate());

    await expect.poll(() => reads).toBe(2);
    expect(probe.endpoints.probeProfile.select()(store.getState()).data).toBe(2);
  });
});
