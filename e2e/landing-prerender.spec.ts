import { expect, test, type Page } from '@playwright/test';
import { logIn, signIn } from './support';

// Landing pages are prerendered at build (scripts/prerender.mjs): the headline and the call to
// action arrive as HTML, the app's code follows the first paint and takes the markup over.

/** Records what React would report if the served markup did not match (it throws then redraws). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** Resolves once the page's code has taken it over (it no longer holds taps for it). */
async function appReady(page: Page) {
  await expect.poll(() => page.evaluate(() => window.__rwlServed === undefined)).toBe(true);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a landing page shows its headline, its call to action and its title from the HTML alone', async ({
    page,
  }) => {
    await page.goto('/pages/premium');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Try RWL Premium free for 7 days',
    );
    // Every section is in the HTML: each call to action is a plain link.
    const calls = page.getByRole('main').getByRole('link', { name: 'Start your 7-day free trial' });
    await expect(calls.first()).toHaveAttribute('href', '/reg1');
    for (const call of await calls.all()) await expect(call).toHaveAttribute('href', '/reg1');
    await expect(page.getByRole('form', { name: 'Email sign-up' })).toBeVisible();
    await expect(page).toHaveTitle('Try RWL Premium free for 7 days | RWL');
    await expect(
      page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Login' }),
    ).toBeVisible();
  });

  test('the marketing home and /login are prerendered; an address without a page of its own gets the empty app shell', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Home workouts, healthy food and a happier you',
    );
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back');
    await expect(page).toHaveTitle('Log in | RWL');
    // Until the app runs, the form takes no input and cannot be sent by the browser.
    await expect(page.getByLabel('Email')).not.toBeEditable();
    await expect(page.getByLabel('Password')).not.toBeEditable();
    await expect(page.getByRole('button', { name: 'Log in' })).toHaveAttribute('type', 'button');
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await page.goto('/reg1');
    await expect(page.locator('#root')).toBeEmpty();
  });
});

test('the page takes over the served markup without redrawing it, with neither the router nor the app', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  // Hold the landing page's entry until the served headline is marked: the mark stays only if
  // React keeps the served element instead of drawing a new one.
  let releaseEntry = () => undefined as void;
  const entryHeld = new Promise<void>((resolve) => (releaseEntry = resolve));
  await page.route(/\/assets\/servedLanding-[^/]+\.js$/, async (route) => {
    await entryHeld;
    await route.continue();
  });
  await page.goto('/pages/offer', { waitUntil: 'domcontentloaded' });
  const headline = page.getByRole('heading', { level: 1 });
  await expect(headline).toHaveText('Limited-time offer: a year of Premium for £29.97');
  await headline.evaluate((element) => element.setAttribute('data-served', 'yes'));
  releaseEntry();
  await appReady(page);
  await expect(headline).toHaveAttribute('data-served', 'yes');
  expect(scripts.some((file) => /\/assets\/servedLanding-/.test(file))).toBe(true);
  expect(scripts.filter((file) => /\/assets\/(index|router|start)-/.test(file))).toEqual([]);
  // Its links are plain links: the next page loads as from an ad, and the app serves it.
  await page
    .getByRole('navigation', { name: 'Account' })
    .getByRole('link', { name: 'Login' })
    .click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back');
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  await expect(page).toHaveTitle('Log in | RWL');
  expect(errors).toEqual([]);
});

test('with its code two seconds late, a landing page takes a tap on its call to action and its links at once', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.continue();
  });
  // A button that opens the lead form, tapped before the code has arrived: the form opens once
  // it has, with nothing lost.
  await page.goto('/pages/corporate-demo', { waitUntil: 'domcontentloaded' });
  await page.getByRole('main').getByRole('button', { name: 'Book a demo' }).first().click();
  expect(await page.evaluate(() => window.__rwlServed !== undefined)).toBe(true);
  const lead = page.getByRole('dialog', { name: 'Leave your details' });
  await expect(lead).toBeVisible({ timeout: 15_000 });
  // A link works before any code: the free trial's registration opens.
  await page.goto('/pages/premium', { waitUntil: 'domcontentloaded' });
  await page.getByRole('banner').getByRole('link', { name: 'Start free trial' }).click();
  await expect(page).toHaveURL(/\/reg1/);
  expect(errors).toEqual([]);
});

test('home variants, a funnel variant and other families hydrate without an error', async ({
  page,
}) => {
  const errors = watchErrors(page);
  for (const path of [
    '/',
    '/home2',
    '/splithomedemo',
    '/pages/meet-the-team',
    '/pages/motivation-quiz',
    '/pages/thank-you',
    '/pages/h-premium',
  ]) {
    await page.goto(path);
    await appReady(page);
    await expect(page.locator('meta[name="robots"]'), path).toHaveCount(1);
  }
  expect(errors).toEqual([]);
});

test('a returning visitor due the other home variant sees only that one', async ({ page }) => {
  const errors = watchErrors(page);
  // What the page shows once its HTML is parsed, before the app's code has run.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      Object.assign(window, { servedHeadline: document.querySelector('h1')?.textContent ?? '' });
    });
  });
  const served = () =>
    page.evaluate(() => (window as unknown as { servedHeadline?: string }).servedHeadline);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Home workouts, healthy food and a happier you',
  );
  expect(await served()).toBe('Home workouts, healthy food and a happier you');
  await appReady(page);

  await page.evaluate(() =>
    localStorage.setItem(
      'landing_variant_timer',
      JSON.stringify({ variant: 0, at: Date.now() - 60_000 }),
    ),
  );
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Feel fitter, stronger and calmer in just 20 minutes a day',
  );
  expect(await served()).toBe('');
  expect(errors).toEqual([]);
});

test('on a slow phone the served home variant stays, even when the app starts after the ~5 s timer', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await appReady(page);
  let releaseEntry = () => undefined as void;
  const entryHeld = new Promise<void>((resolve) => (releaseEntry = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await entryHeld;
    await route.continue();
  });
  // The first variant is due now; the app's code arrives only after the timer has run out again.
  await page.evaluate(() =>
    localStorage.setItem(
      'landing_variant_timer',
      JSON.stringify({ variant: 1, at: Date.now() - 60_000 }),
    ),
  );
  // The page's clock runs past the ~5 s timer while the app's code is held, instead of waiting.
  await page.clock.install();
  await page.reload({ waitUntil: 'domcontentloaded' });
  const headline = page.getByRole('heading', { level: 1 });
  await expect(headline).toHaveText('Home workouts, healthy food and a happier you');
  await headline.evaluate((element) => element.setAttribute('data-served', 'yes'));
  await page.clock.fastForward(5_500);
  releaseEntry();
  await appReady(page);
  await expect(headline).toHaveText('Home workouts, healthy food and a happier you');
  await expect(headline).toHaveAttribute('data-served', 'yes');
  expect(errors).toEqual([]);
});

test('a logged-in member opening a prerendered page sees My Dashboard', async ({ page }) => {
  const errors = watchErrors(page);
  await signIn(page, 'premium@example.com');
  await page.goto('/pages/premium');
  const account = page.getByRole('navigation', { name: 'Account' });
  await expect(account.getByRole('link', { name: 'My Dashboard' })).toBeVisible();
  await expect(account.getByRole('link', { name: 'Login' })).toHaveCount(0);
  expect(errors.filter((error) => /Minified React error|Hydration/.test(error))).toEqual([]);
});

test('a member opening /login never sees the form: the served copy is dropped and the app sends them home', async ({
  page,
}) => {
  await logIn(page, 'premium@example.com');
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      Object.assign(window, { servedHeadline: document.querySelector('h1')?.textContent ?? '' });
    });
  });
  await page.goto('/login');
  await expect(page).toHaveURL(/\/home$/);
  expect(
    await page.evaluate(() => (window as unknown as { servedHeadline?: string }).servedHeadline),
  ).toBe('');
});

test('a visitor signs in on the prerendered /login as soon as the form takes input', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/login');
  await page.getByLabel('Email').fill('premium@example.com');
  await page.getByLabel('Password').fill('Password1!');
  await page.getByRole('button', { name: 'Log in' }).click();
  // The pinned programme is the start page after sign-in.
  await expect(page).toHaveURL(/\/home\/folder\/1059$/);
  expect(errors.filter((error) => /Minified React error|Hydration/.test(error))).toEqual([]);
});
