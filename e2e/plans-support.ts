import type { Page } from '@playwright/test';
import { isFreshContext, logIn, signIn } from './support';

/** Payment journeys start with the onboarding tour done and a cookie decision made. */
export async function quiet(page: Page): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('onboarding_tour_done', '1'));
  await page
    .context()
    .addCookies([
      { name: 'cookie_consent_user_accepted', value: 'false', url: 'http://127.0.0.1' },
    ]);
}

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
