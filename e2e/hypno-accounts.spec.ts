import { expect, test } from './fixtures';
import { mockReady } from './support';

test('a new hypnotherapy user registers at /hypno/login and opens their sessions', async ({
  page,
}) => {
  await page.goto('/hypno/login');
  await page.getByRole('link', { name: 'Create a hypnotherapy account' }).click();
  await expect(page).toHaveURL(/\/hypno\/login\?register=1$/);
  await expect(
    page.getByRole('heading', { name: 'Create your hypnotherapy account' }),
  ).toBeVisible();

  await page.getByLabel('First name').fill('Hana');
  await page.getByLabel('Last name').fill('Calm');
  await page.getByLabel('Email').fill('hypno@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Breathe12!');
  await expect(
    page.getByText('This email is already registered. Please log in instead.'),
  ).toBeVisible();
  await page.getByLabel('Email').fill('hana.calm@example.com');
  await page.getByLabel('Confirm password').fill('Breathe12!');
  // A reload keeps the names and email typed so far (never the passwords).
  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue('Hana');
  await expect(page.getByLabel('Email')).toHaveValue('hana.calm@example.com');
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  await page.getByLabel('Password', { exact: true }).fill('Breathe12!');
  await page.getByLabel('Confirm password').fill('Breathe12!');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/hypno\/folder\/501$/);
  await expect(page.getByRole('heading', { name: 'Calm birth preparation' })).toBeVisible();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/hypno\/login$/);

  // The new account logs in at the hypnotherapy login.
  await page.getByLabel('Email').fill('hana.calm@example.com');
  await page.getByLabel('Password').fill('Breathe12!');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/hypno\/folder\/501$/);
});

test('a hypnotherapy user who forgot their password sets a new one from the emailed link', async ({
  page,
}) => {
  await page.goto('/hypno/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset your password' });
  await dialog.getByLabel('Email').fill('hypno@example.com');
  await dialog.getByRole('button', { name: 'Send reset link' }).click();
  await expect(dialog).toContainText('If the address is registered, we have sent a link.');
  await mockReady(page);
  const link = await page.evaluate(() => window.__mock?.lastResetLink('hypno@example.com') ?? null);
  expect(link).toMatch(/^\/resetpassword\/\d+\/auth\/\w+\?area=hypno$/);
  await dialog.getByRole('button', { name: 'OK' }).click();

  await page.goto(link as string);
  await page.getByLabel('New password', { exact: true }).fill('Serene123!');
  await page.getByLabel('Confirm new password').fill('Serene123!');
  await page.getByRole('button', { name: 'Save new password' }).click();
  const done = page.getByRole('dialog', { name: 'Password changed' });
  await expect(done).toContainText('Your password has been changed.');
  await done.getByRole('button', { name: 'OK' }).click();
  // Back to the hypnotherapy login, where the new password opens the sessions.
  await expect(page).toHaveURL(/\/hypno\/login$/);
  await page.getByLabel('Email').fill('hypno@example.com');
  await page.getByLabel('Password').fill('Serene123!');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/hypno\/folder\/501$/);
});
