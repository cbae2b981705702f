import { createSelector } from '@reduxjs/toolkit';
import { selectCoachingBasket } from './coachingBasket';
import { selectShopLines, type BasketState } from './slice';

/** The store's parts the header's basket reads: the shop's lines and the RTK Query cache. */
interface BasketRootState {
  api: object;
  basket: BasketState;
}

/**
 * The store's type knows only the endpoints and tags of api.ts: the ones injected here are read
 * through the endpoint's own selector, which takes the same `api` slice.
 */
type CacheState = Parameters<typeof selectCoachingBasket>[0];

/** Bookings in the coaching basket: one item each, from the basket query's cached reply. */
export const selectCoachingCount = (state: BasketRootState): number =>
  selectCoachingBasket(state as CacheState).data?.lines.length ?? 0;

const selectShopCount = createSelector([selectShopLines], (lines) =>
  lines.reduce((total, line) => total + line.quantity, 0),
);

/** Items in the basket, across coaching and the shop. */
export const selectBasketCount = (state: BasketRootState): number =>
  selectCoachingCount(state) + selectShopCount(state);

/**
 * Where the basket icon opens: the shop's checkout, or the coaching basket when it holds only
 * coaching bookings (contract "Basket": coaching is paid at /rwl-coaches/viewbasket).
 */
export const selectBasketPath = (state: BasketRootState): string =>
  selectCoachingCount(state) > 0 && selectShopLines(state).length === 0
    ? '/rwl-coaches/viewbasket'
    : '/checkout';
