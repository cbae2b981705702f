import { expect, test } from '@playwright/test';

/**
 * The cause of an aborted page.goto (net::ERR_ABORTED at /no/such/page in guards.spec.ts): a page
 * that loaded while the mock's service worker was still installing was not controlled by it, and
 * MSW reloaded that page when the mock started, a navigation of its own racing the next one.
 * Here pages are opened while the worker installs, at several moments; none may reload itself.
 */
test('a page opened while the mock worker installs starts the mock without reloading itself', async ({
  browser,
  baseURL,
}) => {
  for (const delay of [0, 40, 120, 250]) {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    const navigations: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) navigations.push(new URL(request.url()).pathname);
    });
    await page.goto('/faq');
    await page.waitForFunction(() => typeof window.__startMock === 'function');
    // The first page starts the mock (registering the worker) and is left at once.
    void page.evaluate(() => window.__startMock?.()).catch(() => undefined);
    await page.evaluate((ms) => new Promise((resolve) => setTimeout(resolve, ms)), delay);
    await page.goto('/privacypolicy');
    await page.waitForFunction(() => typeof window.__startMock === 'function');
    await page.evaluate(() => ((window as unknown as Record<string, unknown>).sameDocument = true));
    await page.evaluate(() => window.__startMock?.()).catch(() => undefined);
    await page.waitForFunction(
      () => Boolean(window.__mock) && Boolean(navigator.serviceWorker.controller),
    );
    expect(
      await page.evaluate(() => (window as unknown as Record<string, unknown>).sameDocument),
      `after ${delay} ms`,
    ).toBe(true);
    expect(navigations, `after ${delay} ms`).toEqual(['/faq', '/privacypolicy']);
    await context.close();
  }
});
