import { trackingAllowed } from '../consent/consent';

/** Sends a page-view event on each page change, only with tracking consent. */
export async function sendPageView(path: string): Promise<void> {
  if (!trackingAllowed()) return;
  const { apiRequest } = await import('../api/request');
  await apiRequest({
    url: 'analytics/page_view',
    method: 'POST',
    body: { path, device_type: 'web' },
    auth: 'none',
  }).catch(() => undefined);
}
