import type { Page } from '@playwright/test';
import { quietShell } from './shell-support';
import { isFreshContext, logIn, signIn } from './support';

/** Payment journeys start with the onboarding tour done and a cookie decision made. */
export const quiet = (page: Page): Promise<void> => quietShell(page);

/**
 * Signs in with the tour done and a cookie decision made: in a fresh context without opening
 * anything (signIn), else through the login form.
 */
export async function memberLogIn(page: Page, email: string): Promise<void> {
  await quiet(page);
  if (isFreshContext(page)) await signIn(page, email);
  else await logIn(page, email);
}

export interface MockPayment {
  path: string;
  body: Record<string, unknown>;
  result: string;
}

/** The payment calls the mock server received (never any card number). */
export function payments(page: Page): Promise<MockPayment[]> {
  return page.evaluate(() => (window.__mock?.db() as { payments: MockPayment[] }).payments);
}
