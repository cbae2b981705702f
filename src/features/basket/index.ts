export { basketSlice, basketLinesReceived, basketReset, selectShopLines } from './slice';
export { selectBasketCount, selectBasketPath } from './selectors';
export {
  coachingBasketApi,
  coachingBasketPaid,
  coachingBasketSchema,
  useChangeBasketMutation,
  useCoachingBasketQuery,
  type CoachingBasket,
  type CoachingBasketLine,
} from './coachingBasket';
export { storeShopLines } from './storage';
