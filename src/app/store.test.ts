import { SHOULD_AUTOBATCH } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { createAppStore } from './store';

describe('the store', () => {
  it('tells the screen of a server answer in the same task, not on the next animation frame', async () => {
    const store = createAppStore();
    store.dispatch({ type: 'page/opened' }); // RTK Query's middleware registers itself first
    let heard = 0;
    store.subscribe(() => {
      heard += 1;
    });
    // RTK Query marks its pending and fulfilled actions as low-priority, like this one.
    store.dispatch({ type: 'answer/arrived', meta: { [SHOULD_AUTOBATCH]: true } });
    store.dispatch({ type: 'answer/arrived', meta: { [SHOULD_AUTOBATCH]: true } });
    expect(heard).toBe(0);
    await Promise.resolve();
    expect(heard).toBe(1);
  });
});
