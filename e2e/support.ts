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
