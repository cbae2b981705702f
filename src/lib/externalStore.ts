import { useSyncExternalStore } from 'react';

/**
 * A value kept outside React (a popup queue, a panel's state, the audio player) that screens read
 * with `useExternalStore`: every change goes through `set` or `update`, which tell the readers.
 */
export interface ExternalStore<T> {
  get(): T;
  /** Replaces the value; readers re-render unless it is the same value (or `equal` says so). */
  set(next: T): void;
  update(change: (current: T) => T): void;
  subscribe(listener: () => void): () => void;
  /** The value the store started with: what a prerendered page shows. */
  readonly initial: T;
}

// Every store's way back to its initial value: test files share these modules (vitest.setup.ts).
const resets = new Set<() => void>();

/** Puts every store back to the value it started with. */
export function resetExternalStores(): void {
  resets.forEach((reset) => reset());
}

export function createExternalStore<T>(
  initial: T,
  equal: (a: T, b: T) => boolean = Object.is,
): ExternalStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  const store: ExternalStore<T> = {
    initial,
    get: () => value,
    set(next) {
      if (equal(value, next)) return;
      value = next;
      listeners.forEach((listener) => listener());
    },
    update(change) {
      store.set(change(value));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  resets.add(() => store.set(initial));
  return store;
}

/** The store's value, re-rendering on each change; its initial value while prerendering. */
export function useExternalStore<T>(store: ExternalStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, () => store.initial);
}
