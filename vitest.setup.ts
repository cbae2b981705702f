import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { server } from './mocks/node';
import { setBackendReady } from './src/lib/backendReady';
import { authSession } from './src/lib/auth/session';
import { db } from './mocks/db/store';
import { injectedFailures } from './mocks/failures';
import { foodRealtimeServer, realtimeServer } from './mocks/realtime/server';

// Lazy routes load their chunks on first use: give findBy* queries room on a busy 2-core machine.
configure({ asyncUtilTimeout: 8000 });

// Listen at the top level, before anything loads engine.io-client (stack-notes.md).
server.listen({ onUnhandledRequest: 'error' });
setBackendReady();

afterEach(() => {
  cleanup();
  authSession.clearMember();
  authSession.clearHypno();
  server.resetHandlers();
  injectedFailures.clear();
  db.reset();
  realtimeServer.reset();
  foodRealtimeServer.reset();
  window.localStorage.clear();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});

afterAll(() => server.close());
