import { expect, type Locator, type Page } from '@playwright/test';
import { quietShell } from './shell-support';
import { isFreshContext, logIn, mockReady, signIn } from './support';

/** Helpers of the chat journeys (e2e/chat-*.spec.ts). */

export const STAFF = 'staff@example.com';
export const PREMIUM = 'premium@example.com';

export function base64(value: string): string {
  return Buffer.from(value).toString('base64');
}

/**
 * Signs in, with the onboarding tour done and a cookie decision made (they are not under test
 * here). In a fresh context this opens nothing (signIn): the journey's next page.goto opens its
 * screen. After a page was opened (a visitor first, or a second member), it logs in through the
 * form instead.
 */
export async function logInTo(page: Page, email: string): Promise<void> {
  if (!isFreshContext(page)) return logInThroughForm(page, email);
  await quietShell(page);
  await signIn(page, email);
}

/**
 * Logs in through the login form, with the tour done and a cookie decision made, and waits for
 * the member area: for a second member on the same browser, or a journey about where sign-in lands.
 */
export async function logInThroughForm(page: Page, email: string): Promise<void> {
  await quietShell(page);
  await page.goto('/login');
  await mockReady(page);
  await logIn(page, email);
  await expect(page).toHaveURL(/\/home/);
}

/** The list panel of the chat list (role tabpanel). */
export function chatPanel(page: Page) {
  return page.getByRole('tabpanel');
}

/** The link of one chat in the list, by the name shown. */
export function chatLink(page: Page, name: string | RegExp) {
  return chatPanel(page).getByRole('link', { name });
}

/** The chat rows (list items) shown in the list. */
export function chatRows(page: Page) {
  return chatPanel(page).getByRole('listitem');
}

export function messageBox(page: Page) {
  return page.getByRole('textbox', { name: 'Message', exact: true });
}

/** Realtime requests the mock server received, decrypted, by event name. */
export async function received(
  page: Page,
  en: string,
): Promise<{ en: string; cid: string; data: Record<string, unknown> }[]> {
  const all = (await page.evaluate(() => window.__mock?.realtimeReceived() ?? [])) as {
    en: string;
    cid: string;
    data: Record<string, unknown>;
  }[];
  return all.filter((request) => request.en === en);
}

/** Scrolls a windowed conversation up from the end until the locator is in the page. */
export async function scrollUpTo(conversation: Locator, target: Locator): Promise<void> {
  await conversation.evaluate((element) => (element.scrollTop = element.scrollHeight));
  await expect(async () => {
    if (!(await target.count())) {
      await conversation.evaluate((element) => element.scrollBy(0, -250));
    }
    await expect(target).toBeVisible({ timeout: 300 });
  }).toPass({ timeout: 15_000 });
}
