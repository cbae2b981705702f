import { expect, test, type Page } from '@playwright/test';
import { quietShell } from './shell-support';
import { acceptCookies, mockReady } from './support';

const PIXEL_HOSTS =
  /connect\.facebook\.net|googletagmanager\.com|hotjar\.com|analytics\.tiktok\.com|pinimg\.com/;
const isTracking = (url: string) => /\/analytics\//.test(url) || PIXEL_HOSTS.test(url);

/** The pixels the mock recorded as loaded (mock mode fetches nothing from the vendors). */
const pixelLoads = (page: Page) =>
  page.evaluate(
    () =>
      window.__mock?.events().filter((event) => (event as { name: string }).name === 'pixel_load')
        .length ?? 0,
  );

test('no tracking before consent; the banner after 6 s; YES, I AGREE! starts tracking for 30 days', async ({
  page,
  context,
}) => {
  const tracking: string[] = [];
  const vendors: string[] = [];
  context.on('request', (request) => {
    if (isTracking(request.url())) tracking.push(request.url());
    if (PIXEL_HOSTS.test(request.url())) vendors.push(request.url());
  });

  await page.clock.install();
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'We use cookies' });
  await page.clock.fastForward(5000);
  await expect(banner).toHaveCount(0);
  await page.clock.fastForward(1500);
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('ad pixels and analytics');
  await page.getByRole('link', { name: 'Login' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  expect(tracking).toEqual([]);
  expect(await page.locator('script[src*="facebook"], script[data-tracking]').count()).toBe(0);

  await banner.getByRole('button', { name: 'YES, I AGREE!' }).click();
  await expect(banner).toBeHidden();
  // /login is a sensitive page: no tracking script there even with consent (issue 11, item 4).
  expect(await page.locator('script[data-tracking]').count()).toBe(0);
  await page.goto('/');
  // Mock mode: each of the five pixels is recorded as loaded, and nothing is fetched from them.
  await expect.poll(() => pixelLoads(page)).toBe(5);
  expect(vendors).toEqual([]);
  expect(await page.locator('script[data-tracking]').count()).toBe(0);
  await expect
    .poll(() =>
      page.evaluate(() => window.__mock?.events().map((event) => (event as { name: string }).name)),
    )
    .toContain('page_view');
  const cookies = await context.cookies();
  const accepted = cookies.find((cookie) => cookie.name === 'cookie_consent_user_accepted');
  expect(accepted?.value).toBe('true');
  expect(
    JSON.parse(
      decodeURIComponent(
        cookies.find((cookie) => cookie.name === 'cookie_consent_level')?.value ?? '{}',
      ),
    ),
  ).toMatchObject({
    tracking: true,
    targeting: true,
  });
  const days = ((accepted?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(Math.round(days)).toBe(30);
  expect(cookies.map((cookie) => cookie.name)).toEqual(
    expect.arrayContaining(['new_cookie_consent_user_accepted', 'new_cookie_consent_level']),
  );
});

test('NO THANKS: no tracking at all, and the banner does not come back', async ({
  page,
  context,
}) => {
  await quietShell(page, { consent: true });
  const tracking: string[] = [];
  context.on('request', (request) => {
    if (isTracking(request.url())) tracking.push(request.url());
  });
  await page.clock.install();
  await page.goto('/pages/fitness-only');
  await page.clock.fastForward(6500);
  const banner = page.getByRole('region', { name: 'We use cookies' });
  await banner.getByRole('button', { name: 'NO THANKS' }).click();
  await expect(banner).toBeHidden();
  expect(
    (await context.cookies()).find((cookie) => cookie.name === 'cookie_consent_user_accepted')
      ?.value,
  ).toBe('false');

  await page.goto('/login');
  await page.clock.fastForward(8000);
  await expect(banner).toHaveCount(0);
  expect(tracking).toEqual([]);
  expect(await page.locator('script[data-tracking]').count()).toBe(0);
});

test('Cookie settings in the footer lets a visitor withdraw consent: the pixels stop and tracking ends', async ({
  page,
  context,
}) => {
  const vendors: string[] = [];
  context.on('request', (request) => {
    if (PIXEL_HOSTS.test(request.url())) vendors.push(request.url());
  });
  await page.clock.install();
  await page.goto('/pages/premium');
  await page.clock.fastForward(6500);
  const banner = page.getByRole('region', { name: 'We use cookies' });
  await banner.getByRole('button', { name: 'YES, I AGREE!' }).click();
  await expect.poll(() => pixelLoads(page)).toBe(5);
  await expect
    .poll(() =>
      page.evaluate(() => window.__mock?.events().map((event) => (event as { name: string }).name)),
    )
    .toContain('page_view');

  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
  await expect(banner).toBeVisible();
  const tracking: string[] = [];
  context.on('request', (request) => {
    if (isTracking(request.url())) tracking.push(request.url());
  });
  const restarted = page.waitForEvent('load');
  await banner.getByRole('button', { name: 'NO THANKS' }).click();
  await expect(banner).toBeHidden();
  // The page starts again without the pixels that had loaded.
  await restarted;
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(
    (await context.cookies()).find((cookie) => cookie.name === 'cookie_consent_user_accepted')
      ?.value,
  ).toBe('false');
  await page.getByRole('link', { name: 'Login' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  expect(tracking).toEqual([]);
  expect(vendors).toEqual([]);
});

test('an in-app link to the checkout from a page whose pixels ran opens it afresh, with no pixel and no page view', async ({
  page,
}) => {
  await acceptCookies(page);
  await page.clock.install();
  await page.goto('/shop/product/7001');
  await mockReady(page);
  // With consent given earlier, the pixels start 3 s after the page loads.
  await page.clock.fastForward(3500);
  await expect.poll(() => pixelLoads(page)).toBe(5);
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await page.evaluate(() => ((window as unknown as { productPage: boolean }).productPage = true));

  await page.getByRole('link', { name: 'Basket (1 item)' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('button', { name: 'Continue to payment' })).toBeVisible();
  await mockReady(page);
  // A new document: the product page's pixels did not come along, and none started here.
  expect(
    await page.evaluate(() => (window as unknown as { productPage?: boolean }).productPage),
  ).toBeUndefined();
  await page.clock.fastForward(5000);
  expect(await pixelLoads(page)).toBe(5);
  const views = await page.evaluate(
    () =>
      window.__mock
        ?.events()
        .filter((event) => (event as { name: string }).name === 'page_view')
        .map((event) => (event as { data: { path: string } }).data.path) ?? [],
  );
  expect(views).toContain('/shop/product/7001');
  expect(views).not.toContain('/checkout');
});
