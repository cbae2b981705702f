import { createExternalStore, useExternalStore } from '@/lib/externalStore';

/** The tags applied from the filter panel; video and explore lists read them. */
const applied = createExternalStore<readonly number[]>([]);

export const appliedFilters = {
  get(): readonly number[] {
    return applied.get();
  },
  set(tags: readonly number[]): void {
    applied.set([...tags]);
  },
  subscribe: applied.subscribe,
};

export function useAppliedFilters(): readonly number[] {
  return useExternalStore(applied);
}
