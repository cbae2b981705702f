import { expect, test } from '@playwright/test';
import { base64, logInThroughForm, logInTo, messageBox, PREMIUM, received } from './chat-support';
import { mockReady } from './support';

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

  // The session ends (forced sign-out), then another member signs in on this browser. The
  // connection comes back only with the next page (the mock's offline switch lives in the page),
  // so the queued message cannot leave under its owner before Free has signed in.
  await page.evaluate(() => localStorage.removeItem('authorization'));
  await logInThroughForm(page, 'free@example.com');
  // Free's channel is up and has flushed whatever it would flush once a message of Free's own
  // arrives at the server (the outbox sends in order after authorising).
  await page.goto(`/home/message?${base64('102')}`);
  const fromFree = `Hello from Fiona ${Date.now()}`;
  await messageBox(page).fill(fromFree);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect
    .poll(async () =>
      (await received(page, 'sendMessage')).some((request) => request.data.msg === fromFree),
    )
    .toBe(true);
  const sentAsFree = (await received(page, 'sendMessage')).filter(
    (request) => request.data.msg === text,
  );
  expect(sentAsFree).toHaveLength(0);

  // The first member signs in again: the message goes out once, under their own account.
  await page.evaluate(() => localStorage.removeItem('authorization'));
  await logInThroughForm(page, PREMIUM);
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

test('the built pages carry a strict Content-Security-Policy and break nothing under it', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
  const policy = await page
    .locator('meta[http-equiv="Content-Security-Policy"]')
    .getAttribute('content');
  expect(policy).toContain("default-src 'self'");
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("base-uri 'self'");
  expect(policy).toMatch(/script-src 'self' 'sha256-/);
  expect(policy).not.toContain("'unsafe-inline' https://js");
  expect(policy?.split(';').find((part) => part.includes('script-src'))).not.toContain(
    'unsafe-inline',
  );
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // An injected inline script does not run.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.append(script);
  });
  expect(
    await page.evaluate(() => (window as { __injected?: boolean }).__injected),
  ).toBeUndefined();
  violations.length = 0;
  // The app itself (mock service worker, realtime, chat) runs with no violation.
  await logInThroughForm(page, PREMIUM);
  await page.goto('/home/chatlist');
  await expect(page.getByRole('tab', { name: 'Group Chats' })).toBeVisible();
  expect(violations).toEqual([]);
});

test('a payment reply whose bank step is a javascript: link fails the payment and opens nothing', async ({
  page,
}) => {
  await logInTo(page, PREMIUM);
  await page.goto('/home/profile/upgrade-downgrade');
  await expect(page.getByRole('heading', { name: 'Upgrade/Downgrade' })).toBeVisible();
  await mockReady(page);
  // The server answers the saved-card payment with a script as its 3-D Secure page.
  await page.evaluate(() =>
    window.__mock?.setSavedCardBankStep(
      'premium@example.com',
      'javascript:parent.__bankStepRan=true',
    ),
  );
  await page.getByRole('radio', { name: /^Annual/ }).check();
  await page.getByRole('radio', { name: 'Saved card' }).check();
  await page.getByRole('button', { name: 'Change plan' }).click();
  await expect(page.getByRole('dialog', { name: 'Alert' })).toContainText(
    'Your bank could not confirm this payment.',
  );
  await expect(page.getByRole('dialog', { name: 'Bank authentication' })).toHaveCount(0);
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(
    await page.evaluate(() => (window as { __bankStepRan?: boolean }).__bankStepRan),
  ).toBeUndefined();
});
