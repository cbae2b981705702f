import { expect, test } from '@playwright/test';
import { logIn, mockReady } from './support';

test("a reply 'Unauthorized Access!' mid-session sends the member to /login and back after logging in", async ({
  page,
}) => {
  await logIn(page, 'premium@example.com');
  // premium@example.com lands on the programme pinned as its start page.
  await expect(page.getByRole('heading', { name: 'New Beginnings' })).toBeVisible();
  await page.goto('/home?from=expired');
  await mockReady(page);
  await expect(page.getByRole('heading', { name: 'Hello, Priya' })).toBeVisible();
  await page.evaluate(() => window.__mock?.fail('user/check', 'Unauthorized Access!'));
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('authorization'))).toBeNull();
  await mockReady(page);
  await page.evaluate(() => window.__mock?.clearFailures());
  await logIn(page, 'premium@example.com');
  await expect(page).toHaveURL(/\/home\?from=expired$/);
});

test('the realtime channel re-authorises after a drop and delivers what was sent while it was down', async ({
  page,
}) => {
  await logIn(page, 'premium@example.com');
  await mockReady(page);
  await expect.poll(() => page.evaluate(() => window.__mock?.realtimeConnections() ?? 0)).toBe(1);
  const countRequests = (en: string) =>
    page.evaluate(
      (name) =>
        (window.__mock?.realtimeReceived() as { en: string }[]).filter(
          (request) => request.en === name,
        ).length,
      en,
    );
  expect(await countRequests('authorise')).toBe(1);
  await expect.poll(() => countRequests('unreadNotification')).toBe(1);

  await page.evaluate(() => window.__mock?.goOffline());
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();
  // Coming back to the tab asks for the counts: the request waits in the outbox.
  // The server is deaf while offline: nothing can arrive, whatever the wait.
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  expect(await countRequests('unreadNotification')).toBe(1);

  await page.evaluate(() => window.__mock?.goOnline());
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeHidden();
  await expect.poll(() => countRequests('authorise')).toBe(2);
  // The queued request and the refresh after re-authorising: each arrives once.
  await expect.poll(() => countRequests('unreadNotification')).toBe(3);
  // One more request, sent after them on the same ordered connection: when it has arrived, any
  // repeat of the queued one would have too, so exactly one more means each arrived once.
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect.poll(() => countRequests('unreadNotification')).toBe(4);
  expect(await countRequests('unreadNotification')).toBe(4);
});

test('logging out and in again in one tab keeps a second tab signed in with it', async ({
  page,
}) => {
  await logIn(page, 'premium@example.com');
  const other = await page.context().newPage();
  await other.goto('/home/profile');
  await expect(other.getByRole('heading', { name: 'My profile', level: 1 })).toBeVisible();

  await page.goto('/logout');
  await expect(page).toHaveURL(/\/$/);
  await expect(other).toHaveURL(/\/login$/);

  await logIn(page, 'free@example.com');
  // The other tab follows into the member area, and neither tab is signed out by it.
  await expect(other).toHaveURL(/\/home/);
  await other.goto('/home/profile');
  await expect(other.getByText('Fiona Free · free@example.com')).toBeVisible();
  await page.goto('/home/profile');
  await expect(page.getByText('Fiona Free · free@example.com')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('authorization'))).not.toBeNull();
});
