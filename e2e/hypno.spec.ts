import { expect, test } from './fixtures';
import { PASSWORD, signIn } from './support';

test('the hypnotherapy user logs in at /hypno/login and opens their folder', async ({ page }) => {
  await page.goto('/hypno/folder/501');
  await expect(page).toHaveURL(/\/hypno\/login$/);
  await page.getByLabel('Email').fill('hypno@example.com');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/hypno\/folder\/501$/);
  await expect(page.getByRole('heading', { name: 'Calm birth preparation' })).toBeVisible();
  await expect(page.getByText('Surge breathing practice')).toBeVisible();
  // Signed in to this area: the header offers no member Login or free trial beside its Log out.
  const account = page.getByRole('navigation', { name: 'Account' });
  await expect(account.getByRole('link', { name: 'Login' })).toHaveCount(0);
  await expect(account.getByRole('link', { name: 'Start free trial' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();

  // The hypno token does not open member paths.
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login$/);
});

test('a folder the hypno user has no access to says so', async ({ page }) => {
  await page.goto('/hypno/login');
  await page.getByLabel('Email').fill('hypno@example.com');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/hypno\/folder\/501$/);
  await page.goto('/hypno/folder/502');
  await expect(page.getByRole('dialog', { name: 'Alert' })).toContainText(
    "You don't have access this folder.",
  );
});

test('a member token does not open hypno paths', async ({ page }) => {
  await signIn(page, 'premium@example.com');
  await page.goto('/hypno/folder/501');
  await expect(page).toHaveURL(/\/hypno\/login$/);
});
