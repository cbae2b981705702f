import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

/**
 * `served` while React takes over prerendered markup (and on the server), `value` from then on
 * and in every page rendered in the browser: what a component shows that the served copy could
 * not know (a stored choice, the clock) follows right after the takeover, without a mismatch.
 */
export function useServedValue<T>(value: T, served: T): T {
  return useSyncExternalStore(
    noChanges,
    () => value,
    () => served,
  );
}

/**
 * False while React takes over prerendered markup (and on the server), true from then on. A
 * control that needs the app's code (not a plain link) is marked unavailable until then, so a
 * tap never silently does nothing.
 */
export function useHydrated(): boolean {
  return useServedValue(true, false);
}
