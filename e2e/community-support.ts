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
