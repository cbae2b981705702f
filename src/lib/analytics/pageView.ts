import { trackingAllowed } from '../consent/consent';
import { createExternalStore } from '../externalStore';

/**
 * Pages that carry a secret or where card details are entered: no third-party tracking script
 * loads or runs on them, and no page view is sent from them (PCI DSS 4.0 6.4.3). Password reset,
 * the sign-in pages, registration, and every page with a card form: the paywalls, the shop's
 * checkout, the coaching basket, upgrade and downgrade, a retreat booking, the coach
 * registration, and the profile (its saved cards and the cancellation's pay-less offer).
 */
const NO_TRACKING_PATHS: readonly RegExp[] = [
  /^\/resetpassword(\/|$)/i,
  /^\/login(\/|$)/i,
  /^\/hypno\/login(\/|$)/i,
  /^\/reg1(\/|$)/i,
  /^\/registration(\/|$)/i,
  /^\/reg-paywall(\/|$)/i,
  /^\/confirmpayment/i,
  /^\/checkout(\/|$)/i,
  /^\/rwl-coaches\/viewbasket(\/|$)/i,
  /^\/home\/upgrade-downgrade(\/|$)/i,
  /^\/home\/profile(\/|$)/i,
  /^\/retreats\/[^/]+\/bookevent(\/|$)/i,
  /^\/rwl-coacho-reg\d(\/|$)/i,
];

export function isNoTrackingPath(pathname: string): boolean {
  return NO_TRACKING_PATHS.some((pattern) => pattern.test(pathname));
}

// Whether a tracking pixel has run in this document (tracking.ts says so when it adds one).
const pixelsRan = createExternalStore(false);

export function notePixelsRan(): void {
  pixelsRan.set(true);
}

/**
 * Whether opening `pathname` in this document would leave a tracking pixel running on a page
 * that must have none (an in-app link to a payment page from a page with the pixels): such a
 * page is then loaded afresh, without them.
 */
export function needsPixelFreeLoad(pathname: string): boolean {
  return pixelsRan.get() && isNoTrackingPath(pathname);
}

/** Paths with a secret in them, and the route pattern reported instead. */
const SECRET_PATHS: readonly { pattern: RegExp; route: string }[] = [
  { pattern: /^\/resetpassword\/[^/]+\/auth\/[^/]+\/?$/i, route: '/resetpassword/:id/auth/:auth' },
  {
    pattern: /^\/verifycommunitygrouplink\/[^/]+\/[^/]+\/?$/i,
    route: '/verifycommunitygrouplink/:type/:code',
  },
];

/** The path a page view reports: the route pattern for a path with a secret, else the path. */
export function pageViewPath(pathname: string): string {
  return SECRET_PATHS.find(({ pattern }) => pattern.test(pathname))?.route ?? pathname;
}

/**
 * Sends a page-view event on each page change, only with tracking consent; never a secret, and
 * never from a page where no tracking runs.
 */
export async function sendPageView(path: string): Promise<void> {
  if (!trackingAllowed() || isNoTrackingPath(path)) return;
  const { apiRequest } = await import('../api/request');
  await apiRequest({
    url: 'analytics/page_view',
    method: 'POST',
    body: { path: pageViewPath(path), device_type: 'web' },
    auth: 'none',
  }).catch(() => undefined);
}
