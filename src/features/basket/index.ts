export {
  basketSlice,
  basketLinesReceived,
  basketReset,
  selectBasketCount,
  selectShopLines,
} from './slice';
export { storeShopLines } from './storage';
