import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { mockControl } from './control';

const WORKER_PATH = '/mockServiceWorker.js';

function isMockWorker(worker: ServiceWorker | null): boolean {
  return worker !== null && new URL(worker.scriptURL).pathname === WORKER_PATH;
}

/**
 * The worker's address for this page. A page that loaded while the worker was still being
 * installed (its navigation started before the worker was active) is not controlled by it, and
 * MSW then reloads the page itself: a navigation of its own, at whatever moment the mock starts,
 * which cancels the navigation the visitor (or a test's page.goto) is making at that moment
 * (net::ERR_ABORTED). Registering the same worker under a fresh address instead installs it
 * again; it activates at once (skipWaiting) and claims this page (clients.claim): no reload.
 */
async function workerUrlForThisPage(): Promise<string> {
  if (navigator.serviceWorker.controller) return WORKER_PATH;
  const registrations = await navigator.serviceWorker.getRegistrations();
  const registered = registrations.some((registration) =>
    [registration.active, registration.waiting, registration.installing].some(isMockWorker),
  );
  return registered ? `${WORKER_PATH}?page=${Date.now().toString(36)}` : WORKER_PATH;
}

/**
 * MSW's worker unregisters itself when the last page it served says CLIENT_CLOSED, which MSW
 * sends on beforeunload. In one tab that is every full navigation: the next page then loads
 * uncontrolled and registers the worker again while the old registration is being removed, and
 * the mock could be left never answering (page stuck on "Loading page", realtime offline). The
 * mock worker stays registered instead; a page that never starts the mock is still passed
 * through by the worker (it only answers pages that sent MOCK_ACTIVATE).
 */
function keepWorkerAcrossNavigations(): void {
  const prototype = ServiceWorker.prototype;
  const post = prototype.postMessage as (this: ServiceWorker, ...args: unknown[]) => void;
  prototype.postMessage = function (this: ServiceWorker, ...args: unknown[]): void {
    if (args[0] === 'CLIENT_CLOSED' && isMockWorker(this)) return;
    post.apply(this, args);
  } as typeof prototype.postMessage;
}

export async function startMockBackend(): Promise<void> {
  keepWorkerAcrossNavigations();
  const url = await workerUrlForThisPage();
  const worker = setupWorker(...handlers);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url },
    // A controlled page accepts the worker under any of its addresses; a fresh one only itself.
    findWorker: (scriptUrl, mockServiceWorkerUrl) =>
      url === WORKER_PATH
        ? new URL(scriptUrl).pathname === WORKER_PATH
        : scriptUrl === mockServiceWorkerUrl,
  });
  window.__mock = mockControl;
}
