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
  const [attempt, setAttempt] = useState(0);
  // The load belongs to one key and attempt: a new one shows loading (or the known config) at once.
  const loadKey = `${key}#${attempt}`;
  const initial = (): Keyed => ({
    key: loadKey,
    load: known ? { status: 'ready', config: known } : { status: 'loading' },
  });
  const [state, setState] = useState<Keyed>(initial);
  const current = state.key === loadKey ? state.load : initial().load;

  useEffect(() => {
    if (known) return;
    let active = true;
    load()
      .then((result) => {
        if (!active) return;
        setState({
          key: loadKey,
          load:
            'config' in result
              ? { status: 'ready', config: result.config }
              : { status: 'missing', message: result.missing },
        });
      })
      .catch((error: unknown) => {
        if (active)
          setState({
            key: loadKey,
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
  }, [loadKey]);

  return [current, () => setAttempt((value) => value + 1)];
}
