import type { Page } from '@playwright/test';
import { mockReady } from './support';

/** JSON bodies of the calls to exactly this API path (e.g. 'community/post'), as sent. */
export function callsTo(page: Page, path: string): Record<string, unknown>[] {
  const found: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith(`/${path}`))
      found.push((request.postDataJSON() as Record<string, unknown> | null) ?? {});
  });
  return found;
}

/** Upload calls of post media (multipart bodies, counted, not read). */
export function uploadsTo(page: Page): string[] {
  const found: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/community/upload_media'))
      found.push(request.url());
  });
  return found;
}

/** Opens a page and starts the mock at once (it otherwise waits for the page to settle). */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await mockReady(page);
}

/**
 * Waits until the page's realtime channel is authorised (it has asked for its counts), so an
 * event another member causes reaches it: the server pushes only to connections it holds.
 */
export async function realtimeReady(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      (window.__mock?.realtimeConnections() ?? 0) > 0 &&
      (window.__mock?.realtimeReceived() ?? []).some(
        (request) => (request as { en?: string }).en === 'unreadNotification',
      ),
  );
}
