import { useEffect, useState } from 'react';
import type { LandingConfig } from './model';

export type LandingLoad =
  | { status: 'loading' }
  | { status: 'ready'; config: LandingConfig }
  | { status: 'missing'; message: string }
  | { status: 'error'; message: string };

type Keyed = { key: string; load: LandingLoad };

/**
 * Runs a page's config loader when its key changes; retry() runs it again. A config that is
 * already in memory (`known`) is shown at once, with no loading state in between, so a
 * prerendered page hydrates to the same markup it was served with.
 */
export function useLandingConfig(
  key: string,
  load: () => Promise<{ config: LandingConfig } | { missing: string }>,
  known?: LandingConfig,
): [LandingLoad, () => void] {
  const initial = (): Keyed => ({
    key,
    load: known ? { status: 'ready', config: known } : { status: 'loading' },
  });
  const [state, setState] = useState<Keyed>(initial);
  const [attempt, setAttempt] = useState(0);
  const current = state.key === key ? state.load : initial().load;

  useEffect(() => {
    if (known) return;
    let active = true;
    setState({ key, load: { status: 'loading' } });
    load()
      .then((result) => {
        if (!active) return;
        setState({
          key,
          load: 'config' in result ? { status: 'ready', config: result.config } : { status: 'missing', message: result.missing },
        });
      })
      .catch((error: unknown) => {
        if (active)
          setState({
            key,
            load: {
              status: 'error',
              message: error instanceof Error ? error.message : String(error),
            },
          });
      });
    return () => {
      active = false;
    };
    // The loader is keyed by `key`; a new function for the same key must not reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  return [current, () => setAttempt((value) => value + 1)];
}
