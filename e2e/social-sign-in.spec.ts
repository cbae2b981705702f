import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { PASSWORD } from './support';

/** Presses "Continue with Facebook" and answers the mock's consent window as a Facebook person. */
async function continueWithFacebook(page: Page, name: string, email: string): Promise<void> {
  const opened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with Facebook' }).click();
  const consent = await opened;
  await expect(
    consent.getByRole('heading', { name: 'Continue to RWL with Facebook' }),
  ).toBeVisible();
  await consent.getByLabel('Facebook name').fill(name);
  await consent.getByLabel('Facebook email').fill(email);
  await consent.getByRole('button', { name: 'Continue', exact: true }).click();
  // The page that opened the window closes it once it has the answer.
  await expect.poll(() => consent.isClosed()).toBe(true);
}

/** The app's scripts the page has asked for so far. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

test('a first Facebook sign-in on the served /login registers the member with name, email and picture; a returning one on /reg1 signs in', async ({
  page,
}) => {
  await page.goto('/login');
  // A real load: the served /login with its own entry, taken over without the router.
  const scripts = scriptsOf(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.__rwlServed === undefined)).toBe(true);
  // The social code is not part of the page's first load: it comes with the press.
  expect(scripts.filter((path) => /socialSignIn|mockProvider|facebookProvider/.test(path))).toEqual(
    [],
  );

  await continueWithFacebook(page, 'Sam Social', 'sam.social@example.com');
  await expect(page).toHaveURL(/\/home$/);
  expect(scripts.some((path) => /socialSignIn/.test(path))).toBe(true);

  await page.goto('/home/profile');
  await expect(page.getByText('Sam Social · sam.social@example.com')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Profile photo' }).getByRole('img', { name: 'Sam Social' }),
  ).toHaveAttribute('src', '/images/mock-social-picture.svg');

  // Back another day: the same Facebook person signs in, from the registration page too.
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/reg1');
  await continueWithFacebook(page, 'Sam Social', 'sam.social@example.com');
  await expect(page).toHaveURL(/\/home$/);
  const accounts = await page.evaluate(() => {
    const stored = JSON.parse(window.localStorage.getItem('rwl_mock_db') ?? '{}') as {
      db?: { users?: { email: string }[] };
    };
    return (stored.db?.users ?? []).filter((user) => user.email === 'sam.social@example.com')
      .length;
  });
  expect(accounts).toBe(1);
});

test('a Facebook email already registered with a password is linked only once the password is given', async ({
  page,
}) => {
  await page.goto('/login');
  await continueWithFacebook(page, 'Fiona Free', 'free@example.com');
  const link = page.getByRole('form', { name: 'Link your Facebook account' });
  await expect(link).toContainText(
    'This email is already registered. Enter your password to link Facebook to your account.',
  );
  await expect(page).toHaveURL(/\/login$/);
  // A reload (the served /login) comes back to the password step.
  await page.reload();
  await expect(link).toBeVisible();

  await link.getByRole('button', { name: 'Link and log in' }).click();
  await expect(link.getByText('Please enter your password.')).toBeVisible();
  await link.getByLabel('Your RWL password').fill('NotMine123!');
  await link.getByRole('button', { name: 'Link and log in' }).click();
  const alert = page.getByRole('dialog', { name: 'Alert' });
  await expect(alert).toContainText('Invalid email or password.');
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await link.getByLabel('Your RWL password').fill(PASSWORD);
  await link.getByRole('button', { name: 'Link and log in' }).click();
  await expect(page).toHaveURL(/\/home$/);

  // Linked: the next Facebook sign-in asks for nothing more.
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/login');
  await continueWithFacebook(page, 'Fiona Free', 'free@example.com');
  await expect(page).toHaveURL(/\/home$/);
});
