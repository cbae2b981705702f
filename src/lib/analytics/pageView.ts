import { trackingAllowed } from '../consent/consent';

/**
 * Pages that carry a secret or card details: no third-party tracking script loads on them
 * (password reset, the sign-in pages, registration and every payment page).
 */
const NO_TRACKING_PATHS: readonly RegExp[] = [
  /^\/resetpassword(\/|$)/i,
  /^\/login(\/|$)/i,
  /^\/hypno\/login(\/|$)/i,
  /^\/reg1(\/|$)/i,
  /^\/registration(\/|$)/i,
  /^\/reg-paywall(\/|$)/i,
  /^\/confirmpayment/i,
  /^\/home\/profile\/upgrade-downgrade(\/|$)/i,
  /^\/home\/profile\/unsubscribe(\/|$)/i,
];

export function isNoTrackingPath(pathname: string): boolean {
  return NO_TRACKING_PATHS.some((pattern) => pattern.test(pathname));
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

/** Sends a page-view event on each page change, only with tracking consent; never a secret. */
export async function sendPageView(path: string): Promise<void> {
  if (!trackingAllowed()) return;
  const { apiRequest } = await import('../api/request');
  await apiRequest({
    url: 'analytics/page_view',
    method: 'POST',
    body: { path: pageViewPath(path), device_type: 'web' },
    auth: 'none',
  }).catch(() => undefined);
}
