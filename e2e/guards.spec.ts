import { expect, test } from './fixtures';
import { logIn } from './support';

test('a visitor opening a protected page logs in and comes back to it', async ({ page }) => {
  await page.goto('/home?tab=today');
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, 'free@example.com');
  await expect(page).toHaveURL(/\/home\?tab=today$/);
  await expect(page.getByRole('heading', { name: 'Hello, Fiona' })).toBeVisible();
});

test('a logged-in member is sent home from /login and registration paths; unknown paths go home', async ({
  page,
}) => {
  await page.goto('/login');
  await logIn(page, 'premium@example.com');
  // The pinned programme is the start page after sign-in.
  await expect(page).toHaveURL(/\/home\/folder\/1059$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/registration');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: 'Hello, Priya' })).toBeVisible();
});

test('unknown paths send a visitor to the public home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test('the header shows Login and free trial to visitors and My Dashboard to members', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Start free trial' }),
  ).toBeVisible();
  await logIn(page, 'free@example.com');
  await page.goto('/unsupported-browser');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/resetpassword/1/auth/x');
  await expect(page.getByRole('banner').getByRole('link', { name: 'My Dashboard' })).toBeVisible();
});

test.describe('old Internet Explorer', () => {
  test.use({ userAgent: 'Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko' });
  test('is sent to the unsupported-browser page with browser links', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveURL(/\/unsupported-browser$/);
    await expect(page.getByRole('heading', { name: 'Improve Your Experience' })).toBeVisible();
    for (const name of ['Chrome', 'Safari', 'Firefox', 'Edge']) {
      await expect(page.getByRole('link', { name })).toBeVisible();
    }
  });
});
