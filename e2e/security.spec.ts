import { expect, test } from '@playwright/test';
import { base64, logInTo, messageBox, PREMIUM, received } from './chat-support';

/** Security faults of issue 11, attacked as a browser would. */

test.describe('security', () => {
  test('a go-back target on another site leads to the member home', async ({ page }) => {
    await logInTo(page, PREMIUM);
    await page.goto('/home/profile/upgrade-downgrade?goBack=%2F%5Cevil.example%2Fphish');
    const back = page.getByRole('link', { name: 'Back', exact: true });
    await expect(back).toHaveAttribute('href', '/home');
  });

  test('badly escaped chat addresses say "Chat not found." with a way back', async ({ page }) => {
    await logInTo(page, PREMIUM);
    for (const path of [
      '/home/message?%%%',
      '/home/message?%E0%A4%A',
      '/home/groupmessenger/%25',
    ]) {
      await page.goto(path);
      await expect(page.getByText('Chat not found.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to your chats' })).toBeVisible();
    }
  });
});

test("an offline message never goes out under the next member's account", async ({ page }) => {
  await logInTo(page, PREMIUM);
  await page.goto(`/home/message?${base64('101')}`);
  await expect(page.getByRole('heading', { name: 'Fiona Free' })).toBeVisible();
  await page.evaluate(() => window.__mock?.goOffline());
  const text = `Private while offline ${Date.now()}`;
  await messageBox(page).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(
    page.getByRole('listitem').filter({ hasText: text }).getByText('Sending…'),
  ).toBeVisible();

  // The session ends (forced sign-out), then another member signs in on this browser.
  await page.evaluate(() => {
    localStorage.removeItem('authorization');
    window.__mock?.goOnline();
  });
  await logInTo(page, 'free@example.com');
  await page.waitForTimeout(2000);
  const sentAsFree = (await received(page, 'sendMessage')).filter(
    (request) => request.data.msg === text,
  );
  expect(sentAsFree).toHaveLength(0);

  // The first member signs in again: the message goes out once, under their own account.
  await page.evaluate(() => localStorage.removeItem('authorization'));
  await logInTo(page, PREMIUM);
  await expect
    .poll(
      async () =>
        (await received(page, 'sendMessage')).filter((request) => request.data.msg === text).length,
      {
        timeout: 15_000,
      },
    )
    .toBe(1);
  const [sent] = (await received(page, 'sendMessage')).filter(
    (request) => request.data.msg === text,
  );
  expect((sent as { user_id?: unknown } | undefined)?.user_id).toBe('102');
});
