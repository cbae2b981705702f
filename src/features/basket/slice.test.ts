import { describe, expect, it } from 'vitest';
import { basketLinesReceived, basketReset, basketSlice, selectShopLines } from './slice';

const reduce = basketSlice.reducer;
const quantities = (state: ReturnType<typeof reduce>) =>
  selectShopLines({ basket: state }).map((line) => `${line.id}×${line.quantity}`);

describe("the shop's basket lines", () => {
  it('keeps the lines of the latest reply, dropping unreadable quantities, and empties on reset', () => {
    let state = reduce(
      undefined,
      basketLinesReceived({
        source: 'shop',
        lines: [
          { id: 'a', quantity: -2 },
          { id: 'b', quantity: 1.5 },
          { id: 'c', quantity: 1 },
        ],
      }),
    );
    expect(quantities(state)).toEqual(['c×1']);
    state = reduce(
      state,
      basketLinesReceived({ source: 'shop', lines: [{ id: 'p', quantity: 4 }] }),
    );
    expect(quantities(state)).toEqual(['p×4']);
    expect(quantities(reduce(state, basketReset({ keepShop: true })))).toEqual(['p×4']);
    expect(quantities(reduce(state, basketReset()))).toEqual([]);
  });
});
