import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { appRoutes, createAppRouter, resolveLazyMatches } from './router';
import { preparePage } from './routing/preparePage';
import { ensureBackend } from '@/lib/backendReady';
import { authSession } from '@/lib/auth/session';
import { configProblems } from '@/lib/envRules';
import { keepFocusOnThePage } from '@/lib/focusRescue';
import { forgetThisLoad } from '@/lib/appRestart';
import { keepServedFields } from '@/lib/servedInteractions';
import { registerMockBackend } from './mockBackend';

// Spec 1 §4: a registration-login cookie drops a stored member token.
authSession.applyRegistrationLoginCookie();

// With no API address the mock backend answers (app/mockBackend.ts).
if (!import.meta.env.VITE_API_BASE_URL) {
  registerMockBackend();
  // The journeys reuse one page: they stop the app, set up the next member, and start it again.
  window.__stopApp = stopApp;
  window.__restartApp = restartApp;
  // A returning member's every page asks the backend who they are (user/check): the mock starts
  // now, side by side with the app's code, rather than after the first render asks for it.
  if (authSession.isLoggedIn() || authSession.hypnoToken()) void ensureBackend();
} else {
  // A real API with parts missing says so at start-up (the build warned too: build/envCheckPlugin).
  for (const warning of configProblems(import.meta.env).warnings) console.error(warning);
}

/**
 * A content page served prerendered carries the server data it was built with: it goes into the
 * store's cache first, so the page hydrates with the same data and makes no call for it.
 */
async function takeServerData(): Promise<void> {
  const script = document.getElementById('rwl-server-data');
  if (!script?.textContent) return;
  const [{ store }, { serverDataHydrated }] = await Promise.all([
    import('./store'),
    import('@/lib/api'),
  ]);
  try {
    store.dispatch(serverDataHydrated(JSON.parse(script.textContent) as { api: unknown }));
  } catch {
    // Unreadable: the page fetches its data like every other page.
  }
}

let appRoot: Root | null = null;
let appContainer: HTMLElement | null = null;

function appElement(routes: ReturnType<typeof appRoutes>) {
  return (
    <StrictMode>
      <RouterProvider router={createAppRouter(routes)} />
    </StrictMode>
  );
}

/**
 * Stops the app in this page as leaving it would (mock mode, for the journeys): the screens
 * unmount, the sockets close, the store and every module forget this load. The page then holds
 * nothing of the app until restartApp.
 */
async function stopApp(): Promise<void> {
  appRoot?.unmount();
  appRoot = null;
  appContainer?.replaceChildren();
  forgetThisLoad();
  // Answers already on their way land now, not in the next member's start.
  await new Promise((resolve) => setTimeout(resolve, 20));
}

/** Starts the app at `path` in this page as a load of it would (after stopApp). */
async function restartApp(path: string): Promise<void> {
  if (!appContainer) throw new Error('The app never started in this page.');
  if (appRoot) await stopApp();
  forgetThisLoad();
  window.history.replaceState(null, '', path);
  window.scrollTo(0, 0);
  authSession.applyRegistrationLoginCookie();
  if (authSession.isLoggedIn() || authSession.hypnoToken()) void ensureBackend();
  appRoot = createRoot(appContainer);
  appRoot.render(appElement(appRoutes()));
}

/** Renders the app into `container`, or takes over the prerendered page it holds. */
export async function startApp(container: HTMLElement): Promise<void> {
  const routes = appRoutes();
  // Landing pages and /login come prerendered (scripts/prerender.mjs): the page and its config
  // are loaded first, then React takes over the served markup instead of drawing it again.
  const prerendered = container.firstElementChild !== null;
  if (prerendered)
    await Promise.all([
      resolveLazyMatches(routes, window.location.pathname),
      preparePage(window.location.pathname),
    ]);
  if (prerendered) await takeServerData();
  if (prerendered) keepServedFields(container);
  const app = appElement(routes);
  appContainer = container;
  // In a transition React hydrates in short slices, so a tap is never kept waiting behind it.
  if (prerendered) startTransition(() => void (appRoot = hydrateRoot(container, app)));
  else {
    appRoot = createRoot(container);
    appRoot.render(app);
  }
  // A control removed or disabled while focused hands the focus to its neighbour (WCAG 2.4.3).
  keepFocusOnThePage();
}
