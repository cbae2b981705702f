import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readStoredShopLines } from './storage';

/**
 * The member's basket: the one source of the header's basket count. Coaching (classes and
 * sessions, /rwl-coaches/viewbasket) and the shop each feed their own lines here when they come;
 * nothing else keeps a basket count.
 */
export type BasketSource = 'coaching' | 'shop';

export interface BasketLine {
  source: BasketSource;
  /** The item's id within its source (class, session or product id). */
  id: string;
  quantity: number;
}

export interface BasketState {
  lines: BasketLine[];
}

const emptyState: BasketState = { lines: [] };

/** A new store starts with the shop lines kept in this browser. */
function initialState(): BasketState {
  return { lines: readStoredShopLines().map((line) => ({ source: 'shop', ...line })) };
}

function validQuantity(quantity: number): number {
  return Number.isInteger(quantity) && quantity > 0 ? quantity : 0;
}

export const basketSlice = createSlice({
  name: 'basket',
  initialState,
  reducers: {
    /** A source's lines as its server reply lists them (replaces that source's lines). */
    basketLinesReceived(
      state,
      action: PayloadAction<{ source: BasketSource; lines: { id: string; quantity: number }[] }>,
    ) {
      const { source, lines } = action.payload;
      state.lines = [
        ...state.lines.filter((line) => line.source !== source),
        ...lines
          .map((line) => ({ source, id: line.id, quantity: validQuantity(line.quantity) }))
          .filter((line) => line.quantity > 0),
      ];
    },
    /**
     * A new session: logout empties the basket; a sign-in keeps the shop lines chosen before it
     * (the visitor's basket joins the member's) and drops the rest, which the server holds.
     */
    basketReset(state, action: PayloadAction<{ keepShop: boolean } | undefined>) {
      if (!action.payload?.keepShop) return emptyState;
      state.lines = state.lines.filter((line) => line.source === 'shop');
    },
  },
  selectors: {
    /** Items in the basket, across coaching and the shop. */
    selectBasketCount: (state) => state.lines.reduce((total, line) => total + line.quantity, 0),
    /**
     * Where the basket icon opens: the shop's checkout, or the coaching basket when it holds only
     * coaching bookings (contract "Basket": coaching is paid at /rwl-coaches/viewbasket).
     */
    selectBasketPath: (state) =>
      state.lines.length > 0 && state.lines.every((line) => line.source === 'coaching')
        ? '/rwl-coaches/viewbasket'
        : '/checkout',
    /** The shop's lines (product ids and quantities). */
    selectShopLines: (state) => state.lines.filter((line) => line.source === 'shop'),
  },
});

export const { basketLinesReceived, basketReset } = basketSlice.actions;
export const { selectBasketCount, selectBasketPath, selectShopLines } = basketSlice.selectors;
