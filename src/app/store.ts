import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from '@/lib/api';
import { userSlice } from '@/features/user/slice';
import { shellCountsSlice } from './shellCounts';

/**
 * The one store. Feature slices that only some routes need (chat, plans, basket, ...) are
 * injected by their feature with `rootReducer.inject(slice)`, so their code loads with them.
 */
export const rootReducer = combineSlices(api, userSlice, shellCountsSlice).withLazyLoadedSlices<LazyLoadedSlices>();

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export function createAppStore() {
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export const store = createAppStore();

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];
