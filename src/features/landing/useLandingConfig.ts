import { useEffect, useState } from 'react';
import type { LandingConfig } from './model';

export type LandingLoad =
  | { status: 'loading' }
  | { status: 'ready'; config: LandingConfig }
  | { status: 'missing'; message: string }
  | { status: 'error'; message: string };

/** Runs a page's config loader when its key changes; retry() runs it again. */
export function useLandingConfig(
  key: string,
  load: () => Promise<{ config: LandingConfig } | { missing: string }>,
): [LandingLoad, () => void] {
  const [state, setState] = useState<LandingLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    setState({ status: 'loading' });
    load()
      .then((result) => {
        if (!active) return;
        setState('config' in result ? { status: 'ready', config: result.config } : { status: 'missing', message: result.missing });
      })
      .catch((error: unknown) => {
        if (active) setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      });
    return () => {
      active = false;
    };
    // The loader is keyed by `key`; a new function for the same key must not reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  return [state, () => setAttempt((value) => value + 1)];
}
