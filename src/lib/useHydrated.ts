import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

/**
 * False while React takes over prerendered markup (and on the server), true from then on and in
 * every page rendered in the browser. A control that needs the app's code (not a plain link) is
 * marked unavailable until then, so a tap never silently does nothing.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
