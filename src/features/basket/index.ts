export {
  basketSlice,
  basketLinesReceived,
  basketReset,
  selectBasketCount,
  selectBasketPath,
  selectShopLines,
} from './slice';
export { storeShopLines } from './storage';
