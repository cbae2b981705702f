/**
 * The entry of a served landing page (scripts/prerender.mjs, src/prerender/bootScript.ts): once
 * the page has painted and the browser is idle, or at the visitor's first tap or key, React takes
 * over the served markup with the landing page alone: no router, no store, no http layer until a
 * form is sent. Links are plain links; a page load of any other address starts the app.
 */
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ServedLanding } from '@/features/landing/components/ServedLanding';
import { providePriceCards } from '@/features/landing/prices';
import { readServedLandingData } from '@/features/landing/served';
import { isOldInternetExplorer, shopRedirectTarget } from '@/app/routing/guard';
import { registerMockBackend } from '@/app/mockBackend';
import { sendPageView } from '@/lib/analytics/pageView';
import { authSession } from '@/lib/auth/session';
import { keepFocusOnThePage } from '@/lib/focusRescue';
import { keepServedFields } from '@/lib/servedInteractions';

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
  const { startApp } = await import('./app/start');
  await startApp(container);
}

async function takeOver(container: HTMLElement): Promise<void> {
  const data = needsTheApp() ? null : readServedLandingData();
  if (!data) return startTheApp(container);
  const { config } = data;
  // Spec 1 §4: a registration-login cookie drops a stored member token.
  authSession.applyRegistrationLoginCookie();
  if (!import.meta.env.VITE_API_BASE_URL) registerMockBackend();
  providePriceCards(data.prices);
  keepServedFields(container);
  // In a transition React hydrates in short slices, so a tap is never kept waiting behind it.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <ServedLanding config={config} pathname={data.pathname} />
      </StrictMode>,
    );
  });
  keepFocusOnThePage();
  void sendPageView(window.location.pathname);
}

const container = document.getElementById('root');
if (container) void takeOver(container);
