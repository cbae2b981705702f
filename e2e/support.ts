import { expect, type Page } from '@playwright/test';
import { seedUsers } from '../mocks/db/users';
import { STOPPED_PATH } from './fixtures';

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

/**
 * True while no page of the context has opened anything (see signIn), or while the page shared
 * by the journeys (e2e/fixtures.ts) waits for this journey's first page.goto.
 */
export function isFreshContext(page: Page): boolean {
  return page
    .context()
    .pages()
    .every(
      (candidate) =>
        candidate.url() === 'about:blank' || new URL(candidate.url()).pathname === STOPPED_PATH,
    );
}

/**
 * Signs a demo account in without the login form, as a returning member whose token is stored:
 * the context's first page of the app finds the token in the keys the spec names (authorization,
 * user_id, the rwl_login cookie) and the mock backend already holds the session. Nothing loads
 * here; the next page.goto opens the screen under test straight away, which spares each journey
 * the login page, the form and the start page (the form itself is under test in sign-in.spec.ts,
 * guards.spec.ts and the journeys that log in through it). Only for a fresh context, before its
 * first page of the app.
 */
export async function signIn(page: Page, email: string): Promise<void> {
  if (!isFreshContext(page))
    throw new Error('signIn needs a fresh context: log in through the form');
  const user = seedUsers().find((candidate) => candidate.email === email);
  if (!user) throw new Error(`${email} is not a demo account`);
  const token = `member.journey-${user.user_id}`;
  await page.context().addCookies([{ name: 'rwl_login', value: '1', url: 'http://127.0.0.1' }]);
  await page.addInitScript(
    ({ token, userId }) => {
      // Once per context: a later reload or a logout must not sign the member in again.
      if (window.localStorage.getItem('rwl_mock_db')) return;
      const sessions = { [token]: userId };
      window.localStorage.setItem('rwl_mock_db', JSON.stringify({ version: 1, db: { sessions } }));
      window.localStorage.setItem('authorization', token);
      window.localStorage.setItem('user_id', String(userId));
    },
    { token, userId: user.user_id },
  );
}

/**
 * The visitor has said YES, I AGREE! to cookies (tracking and targeting). Mock mode fetches no
 * pixel (the mock records their loads; e2e/shell-consent.spec.ts checks no vendor is asked).
 */
export async function acceptCookies(page: Page): Promise<void> {
  const level = encodeURIComponent(
    JSON.stringify({
      'strictly-necessary': true,
      functionality: true,
      tracking: true,
      targeting: true,
    }),
  );
  await page.context().addCookies([
    { name: 'cookie_consent_user_accepted', value: 'true', url: 'http://127.0.0.1' },
    { name: 'cookie_consent_level', value: level, url: 'http://127.0.0.1' },
  ]);
}
