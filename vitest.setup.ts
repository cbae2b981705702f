import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { server } from './mocks/node';
import { setBackendReady } from './src/lib/backendReady';
import { authSession } from './src/lib/auth/session';
import { db } from './mocks/db/store';
import { injectedFailures } from './mocks/failures';
import { setMockLatency } from './mocks/handlers/respond';
import { foodRealtimeServer, realtimeServer } from './mocks/realtime/server';

// jsdom has <dialog> but not its modal behaviour: open and close it, and send Escape to the
// topmost modal one as a cancellable `cancel` event, as browsers do. (Focus trapping and the
// inert page behind are the browser's, checked in Chromium by e2e/dialog.spec.ts.)
if (!HTMLDialogElement.prototype.showModal) {
  const modals: HTMLDialogElement[] = [];
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) return;
    this.setAttribute('open', '');
    modals.push(this);
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    modals.splice(modals.indexOf(this), 1);
    setTimeout(() => this.dispatchEvent(new Event('close')));
  };
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    const top = modals.filter((dialog) => dialog.isConnected).at(-1);
    if (top?.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
}

// jsdom lays nothing out and has no scrollIntoView: scrolling to an element does nothing here.
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;

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
  setMockLatency(0);
  db.reset();
  realtimeServer.reset();
  foodRealtimeServer.reset();
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});

afterAll(() => server.close());
