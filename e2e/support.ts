import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'Password1!';

/** Waits until the mock backend is running in the page (window.__mock). */
export async function mockReady(page: Page): Promise<void> {
  await page.waitForFunction(() => typeof window.__startMock === 'function');
  await page.evaluate(() => window.__startMock?.());
  await page.waitForFunction(() => Boolean(window.__mock));
}

/** Logs in through the login form and waits for the member home (or the page asked for). */
export async function logIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

const PIXEL_HOSTS = /connect\.facebook\.net|googletagmanager\.com|hotjar\.com|analytics\.tiktok\.com|pinimg\.com/;

/** The visitor has said YES, I AGREE! to cookies (tracking and targeting); the pixels load empty. */
export async function acceptCookies(page: Page): Promise<void> {
  const level = encodeURIComponent(JSON.stringify({ 'strictly-necessary': true, functionality: true, tracking: true, targeting: true }));
  await page.context().route(PIXEL_HOSTS, (route) => route.fulfill({ contentType: 'application/javascript', body: '' }));
  await page.context().addCookies([
    { name: 'cookie_consent_user_accepted', value: 'true', url: 'http://127.0.0.1' },
    { name: 'cookie_consent_level', value: level, url: 'http://127.0.0.1' },
  ]);
}
