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

/** Resolves once the app has taken over the page (the sections below the header are in). */
async function appReady(page: Page) {
  await expect(page.locator('.landing-body-placeholder')).toHaveCount(0);
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
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Start your 7-day free trial' }),
    ).toHaveAttribute('href', '/reg1');
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

test('the app takes over the served page without redrawing it, and its links then stay in the app', async ({
  page,
}) => {
  const errors = watchErrors(page);
  // Hold the app's entry until the served headline is marked: the mark stays only if the app
  // keeps the served element instead of drawing a new one.
  let releaseEntry = () => undefined as void;
  const entryHeld = new Promise<void>((resolve) => (releaseEntry = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
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
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page
    .getByRole('navigation', { name: 'Account' })
    .getByRole('link', { name: 'Login' })
    .click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back');
  expect(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
  ).toBe(true);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  await expect(page).toHaveTitle('Log in | RWL');
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
