import { useCallback, useEffect, useState } from 'react';
import { locationProblem, type LocationProblem, type Position } from './position';

type PositionState =
  | { kind: 'locating' }
  | { kind: 'found'; position: Position }
  | { kind: 'problem'; problem: LocationProblem };

const geolocation = (): Geolocation | undefined =>
  typeof navigator !== 'undefined' && 'geolocation' in navigator
    ? navigator.geolocation
    : undefined;

/**
 * The browser's position, asked for once when the page opens (the browser asks the member) and
 * again on `retry`. A refusal or no location service is a problem the page explains.
 */
export function useBrowserPosition(): { state: PositionState; retry: () => void } {
  const [state, setState] = useState<PositionState>(() =>
    geolocation() ? { kind: 'locating' } : { kind: 'problem', problem: 'unavailable' },
  );
  const locate = useCallback(() => {
    const service = geolocation();
    if (!service) return;
    service.getCurrentPosition(
      ({ coords }) =>
        setState({
          kind: 'found',
          position: { latitude: coords.latitude, longitude: coords.longitude },
        }),
      (error) => setState({ kind: 'problem', problem: locationProblem(error.code) }),
      { maximumAge: 5 * 60_000, timeout: 15_000 },
    );
  }, []);
  useEffect(locate, [locate]);
  const retry = useCallback(() => {
    if (!geolocation()) return;
    setState({ kind: 'locating' });
    locate();
  }, [locate]);
  return { state, retry };
}
