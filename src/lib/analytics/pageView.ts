import { trackingAllowed } from '../consent/consent';

/** Sends a page-view event on each page change, only with tracking consent. */
export async function sendPageView(path: string): Promise<void> {
  if (!trackingAllowed()) return;
  const { callApi } = await import('../http');
  await callApi('analytics/page_view', { path, device_type: 'web' }, { auth: 'none' }).catch(() => undefined);
}
