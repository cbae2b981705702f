import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createExternalStore, useExternalStore } from './externalStore';

describe('createExternalStore', () => {
  it('tells its readers of each change, and no longer after they leave', () => {
    const store = createExternalStore(1);
    const listener = vi.fn();
    const stop = store.subscribe(listener);
    store.set(2);
    store.update((value) => value + 1);
    expect(store.get()).toBe(3);
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    store.set(4);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('does not tell its readers when the value stays the same', () => {
    const store = createExternalStore({ ids: [1] }, (a, b) => a.ids.join() === b.ids.join());
    const listener = vi.fn();
    store.subscribe(listener);
    store.set({ ids: [1] });
    expect(listener).not.toHaveBeenCalled();
    store.set({ ids: [1, 2] });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('re-renders a screen that reads it', () => {
    const store = createExternalStore('closed');
    function Panel() {
      return <p>{useExternalStore(store)}</p>;
    }
    render(<Panel />);
    expect(screen.getByText('closed')).toBeInTheDocument();
    act(() => store.set('open'));
    expect(screen.getByText('open')).toBeInTheDocument();
  });
});
