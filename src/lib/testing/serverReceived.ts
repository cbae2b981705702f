import { onTestFinished } from 'vitest';
import { server } from '../../../mocks/node';

/** Calls on `request:start` for each request whose path ends with `pathEnd`, until the test ends. */
function onRequestTo(pathEnd: string, heard: (request: Request) => void): void {
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname.endsWith(pathEnd)) heard(request);
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
}

/**
 * Screen tests: the calls the mock server receives from now on whose path ends with `pathEnd`
 * (e.g. '/community/hide_post'), one entry each, counted as they start.
 */
export function callsTo(pathEnd: string): string[] {
  const calls: string[] = [];
  onRequestTo(pathEnd, () => calls.push(pathEnd));
  return calls;
}

/**
 * Screen tests: the JSON bodies the mock server receives from now on on calls whose path ends
 * with `pathEnd` (e.g. '/playlists/remove_video'); a body that is not JSON counts as null.
 */
export function bodiesSentTo(pathEnd: string): unknown[] {
  const bodies: unknown[] = [];
  onRequestTo(pathEnd, (request) => {
    void request
      .clone()
      .json()
      .catch(() => null)
      .then((body: unknown) => bodies.push(body));
  });
  return bodies;
}
