import { expect, type Page } from '@playwright/test';
import { memberLogIn, quiet } from './plans-support';
import { logIn } from './support';

export const PHONE = { width: 390, height: 844 };
export const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: PHONE },
] as const;

/** Signs in with the tour done and the cookie choice made; opens nothing (memberLogIn). */
export async function member(page: Page, email: string): Promise<void> {
  await memberLogIn(page, email);
}

/** Logs in through the login form (tour done, cookie choice made); waits for the member area. */
export async function memberThroughLoginForm(page: Page, email: string): Promise<void> {
  await quiet(page);
  await logIn(page, email);
  await expect(page).toHaveURL(/\/home/);
}

/** The main navigation for the viewport: header links on a desktop, the tab bar on a phone. */
export function mainNav(page: Page, phone: boolean) {
  return page.getByRole('navigation', { name: phone ? 'Main (phone)' : 'Main', exact: true });
}

/** Bodies of the calls whose path contains `part`, as the mock server received them. */
export function callsTo(page: Page, part: string): Record<string, unknown>[] {
  const found: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (request.url().includes(part))
      found.push((request.postDataJSON() as Record<string, unknown> | null) ?? {});
  });
  return found;
}
