import { startTransition, StrictMode, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { sendPageView } from '@/lib/analytics/pageView';
import { authSession } from '@/lib/auth/session';
import { keepFocusOnThePage } from '@/lib/focusRescue';
import { keepServedFields } from '@/lib/servedInteractions';
import { isOldInternetExplorer, shopRedirectTarget } from '../routing/guard';
import { registerMockBackend } from '../mockBackend';

/** The address asks for what only the app does (the external shop, the old-browser page). */
function needsTheApp(): boolean {
  return (
    shopRedirectTarget(window.location.search) !== null ||
    isOldInternetExplorer(navigator.userAgent)
  );
}

/** The app, drawn afresh in place of the served page. */
async function startTheApp(container: HTMLElement): Promise<void> {
  container.replaceChildren();
  const { startApp } = await import('../start');
  await startApp(container);
}

/**
 * A served page taken over by its own tree (a landing page, /login) instead of the whole app:
 * what the app's start does for such a page (the registration-login cookie, the mock backend on
 * the first call, focus rescue, the page view), then React takes the served markup over in a
 * transition, in short slices. With no tree to take it over with, or an address only the app
 * handles, the app starts instead.
 */
export async function takeOverServedPage(
  container: HTMLElement,
  page: ReactElement | null,
): Promise<void> {
  if (!page || needsTheApp()) return startTheApp(container);
  // Spec 1 §4: a registration-login cookie drops a stored member token.
  authSession.applyRegistrationLoginCookie();
  if (!import.meta.env.VITE_API_BASE_URL) registerMockBackend();
  keepServedFields(container);
  startTransition(() => {
    hydrateRoot(container, <StrictMode>{page}</StrictMode>);
  });
  keepFocusOnThePage();
  void sendPageView(window.location.pathname);
}
