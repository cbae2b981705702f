import { combineSlices, configureStore, createAction, type Reducer } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from '@/lib/api';
import { basketReset, basketSlice, selectShopLines, storeShopLines } from '@/features/basket';
import { authSession, onAuthChanged } from '@/lib/auth';
import { onAppRestart } from '@/lib/appRestart';

/**
 * The one store. Feature slices that only some routes need (chat, plans, basket, ...) are
 * injected by their feature with `rootReducer.inject(slice)`, so their code loads with them.
 */
export const rootReducer = combineSlices(api, basketSlice).withLazyLoadedSlices<LazyLoadedSlices>();

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

/** The app starts again in this page (app/restart.ts): every slice goes back to its start. */
export const appRestarted = createAction('app/restarted');

const restartableReducer: Reducer<RootState> = (state, action) =>
  rootReducer(appRestarted.match(action) ? undefined : state, action);

export function createAppStore() {
  const store = configureStore({
    reducer: restartableReducer as typeof rootReducer,
    middleware: (getDefault) => getDefault().concat(api.middleware),
    // RTK Query's answers are "low-priority" actions; by default their subscribers hear of them
    // on the next animation frame, up to 16.7 ms after the answer arrived. 'tick' still batches a
    // burst of them but tells the screen in the same task, so an answer is drawn in the frame it
    // arrives in (the food search budget of issue 14, measured by scripts/bench-planner.mjs).
    enhancers: (getDefault) => getDefault({ autoBatch: { type: 'tick' } }),
  });
  setupListeners(store.dispatch);
  return store;
}

export const store = createAppStore();

// The shop's basket lines are kept in this browser: across reloads, and through sign-in.
const shopLinesOf = (state: RootState) =>
  selectShopLines(state).map(({ id, quantity }) => ({ id, quantity }));
let keptShopLines = JSON.stringify(shopLinesOf(store.getState()));
store.subscribe(() => {
  const lines = shopLinesOf(store.getState());
  const text = JSON.stringify(lines);
  if (text === keptShopLines) return;
  keptShopLines = text;
  storeShopLines(lines);
});

/**
 * Server data (the profile included: it is the user/check cache entry) belongs to one member
 * session: when the stored member token changes (login, logout, or the server ending the
 * session), it is dropped.
 */
let sessionToken = authSession.memberToken();
onAuthChanged(() => {
  const token = authSession.memberToken();
  if (token === sessionToken) return;
  sessionToken = token;
  store.dispatch(api.util.resetApiState());
  store.dispatch(basketReset({ keepShop: token !== null }));
});

onAppRestart(() => {
  store.dispatch(api.util.resetApiState());
  store.dispatch(appRestarted());
  keptShopLines = JSON.stringify(shopLinesOf(store.getState()));
  sessionToken = authSession.memberToken();
});

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];
