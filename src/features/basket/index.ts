export { basketSlice, basketLinesReceived, basketReset, selectBasketCount } from './slice';
export type { BasketLine, BasketSource, BasketState } from './slice';
