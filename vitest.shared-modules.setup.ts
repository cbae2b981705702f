import { afterAll, afterEach, vi } from 'vitest';
import { api } from './src/lib/api';
import { store } from './src/app/store';
import { resetExternalStores } from './src/lib/externalStore';

// The screens project runs its test files one after another in the same modules (isolate: false
// in vite.config.ts: importing the app and the mock once per worker instead of once per file
// halved the run). What one file leaves in a module must not reach the next: the popup queue,
// panels and players go back to where they started after every test, and the one store's
// server data, faked clocks, stubs and spies after every file.
afterEach(() => {
  resetExternalStores();
});

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  store.dispatch(api.util.resetApiState());
});
