import { useSyncExternalStore } from 'react';

/** The tags applied from the filter panel; video and explore lists read them. */
let applied: readonly number[] = [];
const listeners = new Set<() => void>();

export const appliedFilters = {
  get(): readonly number[] {
    return applied;
  },
  set(tags: readonly number[]): void {
    applied = [...tags];
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useAppliedFilters(): readonly number[] {
  return useSyncExternalStore(appliedFilters.subscribe, appliedFilters.get, appliedFilters.get);
}
