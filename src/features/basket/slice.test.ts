import { describe, expect, it } from 'vitest';
import { basketLinesReceived, basketReset, basketSlice, selectBasketCount } from './slice';

const reduce = basketSlice.reducer;
const count = (state: ReturnType<typeof reduce>) => selectBasketCount({ basket: state });

describe('the basket', () => {
  it('counts the items of every source, each source replacing only its own lines', () => {
    let state = reduce(
      undefined,
      basketLinesReceived({
        source: 'coaching',
        lines: [
          { id: 'class-1', quantity: 1 },
          { id: 'session-4', quantity: 2 },
        ],
      }),
    );
    expect(count(state)).toBe(3);
    state = reduce(
      state,
      basketLinesReceived({ source: 'shop', lines: [{ id: 'p-9', quantity: 4 }] }),
    );
    expect(count(state)).toBe(7);
    state = reduce(state, basketLinesReceived({ source: 'coaching', lines: [] }));
    expect(count(state)).toBe(4);
  });

  it('ignores unreadable quantities and empties on reset', () => {
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
    expect(count(state)).toBe(1);
    state = reduce(state, basketReset());
    expect(count(state)).toBe(0);
  });
});
