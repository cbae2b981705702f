import { ensureBackend, registerBackendStarter } from '@/lib/backendReady';

/**
 * With no API address the mock backend answers. It starts on the first call, so the first paint
 * never waits for it and a page that calls nothing never loads it (lib/backendReady).
 * window.__startMock lets demos and tests start it at will (then window.__mock appears).
 * Used by the app's start and by a served landing page's.
 */
export function registerMockBackend(): void {
  registerBackendStarter(() =>
    import('../../mocks/browser').then(({ startMockBackend }) => startMockBackend()),
  );
  window.__startMock = () => ensureBackend();
}
