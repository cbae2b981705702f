import { expect, test } from './fixtures';
import { logInTo, PREMIUM } from './chat-support';
import { mockReady } from './support';

test('after a failed login from the Log in button, closing the alert puts focus back on Log in', async ({
  page,
}) => {
  await page
    .context()
    .addCookies([
      { name: 'cookie_consent_user_accepted', value: 'false', url: 'http://127.0.0.1' },
    ]);
  await page.goto('/login');
  await mockReady(page);
  await page.getByLabel('Email').fill('premium@example.com');
  await page.getByLabel('Password').fill('WrongPassword1!');
  const logIn = page.getByRole('button', { name: 'Log in' });
  await logIn.focus();
  await page.keyboard.press('Enter');
  const alert = page.getByRole('dialog', { name: 'Alert' });
  await expect(alert).toContainText('Invalid email or password.');
  await page.keyboard.press('Enter');
  await expect(alert).toBeHidden();
  await expect(logIn).toBeFocused();
  // One Shift+Tab goes back into the form, not to the top of the page.
  await page.keyboard.press('Shift+Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('form') !== null)).toBe(true);
});

test('the cookie banner keeps focused controls in view and gives focus back when it closes', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await page
    .context()
    .addCookies([
      { name: 'cookie_consent_user_accepted', value: 'false', url: 'http://127.0.0.1' },
    ]);
  await page.goto('/pages/30days1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The sections below the hero arrive in a transition: wait for them, so the footer is
  // where it stays before the test measures it.
  await expect(page.locator('.landing-body-placeholder')).toHaveCount(0);
  const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });
  await settings.click();
  const banner = page.getByRole('region', { name: 'We use cookies' });
  await expect(banner).toBeVisible();

  // Keyboard focus on the footer's controls: each one is clear of the banner.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(settings).toBeFocused();
  const bannerTop = (await banner.boundingBox())?.y ?? 0;
  const box = await settings.boundingBox();
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(bannerTop);

  // Into the banner and out with NO THANKS: focus is back on Cookie settings.
  await banner.getByRole('button', { name: 'NO THANKS' }).focus();
  await page.keyboard.press('Enter');
  await expect(banner).toBeHidden();
  await expect(settings).toBeFocused();
});

test('after a route change focus moves to the new page’s heading', async ({ page }) => {
  await logInTo(page, PREMIUM);
  await page.goto('/home/chatlist');
  await expect(page.getByRole('tabpanel').getByRole('link').first()).toBeVisible();
  await page.getByRole('link', { name: 'RWL member home' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Priya' })).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
