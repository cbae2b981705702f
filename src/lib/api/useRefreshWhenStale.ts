import { useEffect } from 'react';

const FIRST_USE_EVENTS = ['pointerdown', 'keydown', 'scroll', 'focusin'] as const;
/** Without any use of the page, the refresh still comes, after the page has settled. */
const SETTLED_MS = 6000;

/**
 * Asks again for data that may have gone stale (stock, places left) when it is older than
 * `maxAgeS`: at the visitor's first use of the page, or once it has settled. A page served with
 * the data it was built with (src/prerender) so paints and becomes usable first, and the call
 * (with, in mock mode, the mock's start) never competes with that.
 */
export function useRefreshWhenStale(
  refetch: () => unknown,
  fulfilledAt: number | undefined,
  maxAgeS: number,
): void {
  useEffect(() => {
    if (!fulfilledAt || Date.now() - fulfilledAt < maxAgeS * 1000) return;
    let done = false;
    const stop = () => {
      FIRST_USE_EVENTS.forEach((name) => window.removeEventListener(name, run, true));
      window.clearTimeout(timer);
    };
    const run = () => {
      if (done) return;
      done = true;
      stop();
      void refetch();
    };
    FIRST_USE_EVENTS.forEach((name) =>
      window.addEventListener(name, run, { capture: true, passive: true }),
    );
    const timer = window.setTimeout(run, SETTLED_MS);
    return stop;
  }, [refetch, fulfilledAt, maxAgeS]);
}
