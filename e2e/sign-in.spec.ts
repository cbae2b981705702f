import { expect, test } from './fixtures';
import { logIn, mockReady } from './support';

test('a visitor reaches the public home, logs in, lands on the member home and logs out', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  await page.getByRole('link', { name: 'Login' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, 'premium@example.com');
  // premium@example.com has New Beginnings pinned: sign-in lands on it.
  await expect(page).toHaveURL(/\/home\/folder\/1059$/);
  await page.getByRole('link', { name: 'Member home' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: 'Hello, Priya' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Programmes' })).toBeVisible();

  await page.getByLabel('Account menu').click();
  await page.getByRole('link', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login$/);
});

test('a wrong password is refused with the server message and nobody is logged in', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('free@example.com');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Alert' });
  await expect(dialog).toContainText('Invalid email or password.');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('authorization'))).toBeNull();
});

test('bad input gets a message next to the field and no request is sent', async ({ page }) => {
  await page.goto('/login');
  let loginCalls = 0;
  page.on('request', (request) => {
    if (request.url().includes('auth/login')) loginCalls += 1;
  });
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('please enter valid email id')).toBeVisible();
  await expect(page.getByText('Please enter your password.')).toBeVisible();
  expect(loginCalls).toBe(0);
});

test('every demo account except hypno logs in at /login', async ({ page }) => {
  for (const email of ['free@example.com', 'staff@example.com', 'apple@example.com']) {
    await page.goto('/login');
    await logIn(page, email);
    await expect(page).toHaveURL(/\/home$/);
    await page.getByLabel('Account menu').click();
    await page.getByRole('link', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);
  }
  await page.goto('/login');
  await mockReady(page);
  await page.getByLabel('Email').fill('hypno@example.com');
  await page.getByLabel('Password').fill('Password1!');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('dialog', { name: 'Alert' })).toContainText(
    'Invalid email or password.',
  );
});
