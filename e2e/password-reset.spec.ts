import { expect, test } from './fixtures';
import { logIn, mockReady } from './support';

test('forgot password, set a new one from the link, then log in with it', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset your password' });
  await dialog.getByLabel('Email').fill('free@example.com');
  await dialog.getByRole('button', { name: 'Send reset link' }).click();
  await expect(dialog).toContainText('If the address is registered, we have sent a link.');
  await mockReady(page);
  const link = await page.evaluate(() => window.__mock?.lastResetLink() ?? null);
  expect(link).toMatch(/^\/resetpassword\/\d+\/auth\/\w+$/);
  await dialog.getByRole('button', { name: 'OK' }).click();

  await page.goto(link as string);
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByLabel('Confirm new password').fill('different');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Your password must be at least 8 characters.')).toBeVisible();
  await expect(page.getByText('The passwords do not match.')).toBeVisible();

  await page.getByLabel('New password', { exact: true }).fill('BrandNew2!');
  await page.getByLabel('Confirm new password').fill('BrandNew2!');
  await page.getByRole('button', { name: 'Save new password' }).click();
  const done = page.getByRole('dialog', { name: 'Password changed' });
  await expect(done).toContainText('Your password has been changed.');
  await done.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Email').fill('free@example.com');
  await page.getByLabel('Password').fill('Password1!');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('dialog', { name: 'Alert' })).toContainText(
    'Invalid email or password.',
  );
  await page.getByRole('dialog', { name: 'Alert' }).getByRole('button', { name: 'OK' }).click();

  await logIn(page, 'free@example.com', 'BrandNew2!');
  await expect(page).toHaveURL(/\/home$/);

  // The link cannot be used twice.
  await page.goto('/logout');
  await page.goto(link as string);
  await page.getByLabel('New password', { exact: true }).fill('Another3!');
  await page.getByLabel('Confirm new password').fill('Another3!');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('dialog', { name: 'Alert' })).toContainText(
    'This reset link has expired or was already used.',
  );
});

test('login remembers offer_id and device_type with the search string', async ({ page }) => {
  await page.goto('/login?offer_id=3&device_type=ios');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  // The prerendered page paints first; the app stores the search string once it runs.
  await expect
    .poll(() =>
      page.evaluate(() => ({
        search: localStorage.getItem('login_search'),
        offer: localStorage.getItem('offer_id'),
        device: localStorage.getItem('device_type'),
      })),
    )
    .toEqual({ search: '?offer_id=3&device_type=ios', offer: '3', device: 'ios' });
});

test('a message beside a field goes once the field is typed in again', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset your password' });
  const email = dialog.getByLabel('Email');
  await email.fill('free@example');
  await email.press('Enter');
  await expect(dialog.getByText('please enter valid email id')).toBeVisible();
  await expect(email).toBeFocused();
  await email.fill('free@example.com');
  await expect(dialog.getByText('please enter valid email id')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Send reset link' }).click();
  await expect(dialog).toContainText('If the address is registered, we have sent a link.');
  await mockReady(page);
  const link = await page.evaluate(() => window.__mock?.lastResetLink() ?? null);
  await dialog.getByRole('button', { name: 'OK' }).click();

  await page.goto(link as string);
  const password = page.getByLabel('New password', { exact: true });
  await password.fill('short');
  await password.press('Enter');
  await expect(page.getByText('Your password must be at least 8 characters.')).toBeVisible();
  await expect(page.getByText('Please confirm your new password.')).toBeVisible();
  await password.fill('BrandNew2!');
  await expect(page.getByText('Your password must be at least 8 characters.')).toHaveCount(0);
  await page.getByLabel('Confirm new password').fill('BrandNew2!');
  await expect(page.getByText('Please confirm your new password.')).toHaveCount(0);
});
