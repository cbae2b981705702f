/** A place on Earth as the browser gives it. */
export interface Position {
  latitude: number;
  longitude: number;
}

/** Why the browser gave no position; each feature words it for its own page. */
export type LocationProblem = 'refused' | 'unavailable';

/** A geolocation error code (1 permission denied, 2 unavailable, 3 timeout) as a problem. */
export function locationProblem(code: number): LocationProblem {
  return code === 1 ? 'refused' : 'unavailable';
}
