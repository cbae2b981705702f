import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './app/router';
import { ensureBackend, registerBackendStarter } from './lib/backendReady';
import { authSession } from './lib/auth/session';
import './styles/global.css';

// Spec 1 §4: a registration-login cookie drops a stored member token.
authSession.applyRegistrationLoginCookie();

// With no API address the mock backend answers. It starts on the first call, so the first paint
// never waits for it and a page that calls nothing never loads it (lib/backendReady).
// window.__startMock lets demos and tests start it at will (then window.__mock appears).
if (!import.meta.env.VITE_API_BASE_URL) {
  registerBackendStarter(() => import('../mocks/browser').then(({ startMockBackend }) => startMockBackend()));
  window.__startMock = () => ensureBackend();
}

const router = createAppRouter();
const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
