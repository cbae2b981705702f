import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { mockControl } from './control';

export async function startMockBackend(): Promise<void> {
  const worker = setupWorker(...handlers);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
  window.__mock = mockControl;
}
