import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readStoredShopLines } from './storage';

/**
 * The shop's side of the member's basket (kept in this browser). The coaching side (classes and
 * sessions, /rwl-coaches/viewbasket) is held by the server and read from the RTK Query cache
 * (coachingBasket.ts); selectors.ts counts both for the header.
 */
export type BasketSource = 'shop';

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
     * (the visitor's basket joins the member's). The coaching basket is the server's (its cache
     * entry goes with the session's).
     */
    basketReset(_state, action: PayloadAction<{ keepShop: boolean } | undefined>) {
      if (!action.payload?.keepShop) return emptyState;
    },
  },
  selectors: {
    /** The shop's lines (product ids and quantities). */
    selectShopLines: (state) => state.lines.filter((line) => line.source === 'shop'),
  },
});

export const { basketLinesReceived, basketReset } = basketSlice.actions;
export const { selectShopLines } = basketSlice.selectors;
