/**
 * Calls wait for ensureBackend(). With the real API it resolves at once. With the mock backend
 * the MSW worker starts on the first call (or shortly after the page has loaded), so a landing
 * page that calls nothing never loads the mock, and no request or socket leaves the page before
 * the mock can answer it.
 */
type Starter = () => Promise<void>;

let starter: Starter | null = null;
let ready: Promise<void> | null = null;

/** main.tsx registers how to start the mock backend (mock mode only). */
export function registerBackendStarter(start: Starter): void {
  starter = start;
}

/** Marks the backend ready (tests that start MSW themselves). */
export function setBackendReady(): void {
  ready = Promise.resolve();
}

/** Resolves when calls can be made; starts the mock backend on first use. */
export function ensureBackend(): Promise<void> {
  if (ready) return ready;
  if (!starter) return Promise.resolve();
  ready = starter().catch((error: unknown) => {
    console.error('The mock backend could not start', error);
  });
  return ready;
}
