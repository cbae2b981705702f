import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logIn } from './support';
import { memberLogIn, payments } from './plans-support';

/**
 * Issue 33, gift cards: a member buys one for someone by card (the bank's 3-D Secure step
 * included) and sees it under Sent; the recipient, another member, redeems the emailed code and
 * sees the credit in their profile and taken off a plan, the server told how much.
 */

const EXPIRY = `12/${String(new Date().getFullYear() + 2).slice(2)}`;

/** From the profile (Gift credit > Gift cards), a gift card for Fiona is bought by card. */
async function buyForFiona(page: Page, amount: string, cardNumber: string): Promise<void> {
  await page.goto('/home/profile');
  await page
    .getByRole('region', { name: 'Gift credit' })
    .getByRole('link', { name: 'Gift cards' })
    .click();
  await expect(page).toHaveURL(/\/home\/giftcards$/);
  const form = page.getByRole('form', { name: 'Buy a gift card' });
  await form.getByLabel(amount, { exact: true }).check();
  await form.getByLabel("Recipient's name").fill('Fiona Free');
  await form.getByLabel("Recipient's email").fill('free@example.com');
  await form.getByLabel('Message (optional)').fill('Happy birthday, Fiona!');
  await form.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('radio', { name: 'Card' }).check();
  const card = page.getByRole('form', { name: 'Card details' });
  await card.getByLabel('Card number').fill(cardNumber);
  await card.getByLabel('Expiry date (MM/YY)').fill(EXPIRY);
  await card.getByLabel('CVV').fill('123');
  await card.getByRole('button', { name: /^Pay £/ }).click();
}

test('a member buys a gift card by card, through the bank step, and sees it under Sent', async ({
  page,
}) => {
  await memberLogIn(page, 'premium@example.com');
  await buyForFiona(page, '£50', '4000002760003184');
  const bank = page.getByRole('dialog', { name: 'Bank authentication' });
  await expect(bank).toBeVisible();
  await bank
    .frameLocator('iframe')
    .getByRole('button', { name: 'Complete authentication' })
    .click();

  await expect(page.getByRole('status').filter({ hasText: 'Thank you!' })).toContainText(
    'We have emailed your £50.00 gift card to Fiona Free.',
  );
  const sent = page.getByRole('region', { name: 'Sent' });
  const row = sent.getByRole('row', { name: /Fiona Free/ });
  await expect(row).toContainText('free@example.com');
  await expect(row).toContainText('£50.00');
  await expect(row).toContainText('Sent');

  // The code went to Fiona's mailbox only: the buyer's page never shows it.
  const link = await page.evaluate(() => window.__mock?.lastGiftCardLink('free@example.com'));
  expect(link).toMatch(/^\/home\/giftcards\?code=GC-/);
  const code = decodeURIComponent(String(link).split('code=')[1] ?? '');
  await expect(page.locator('body')).not.toContainText(code);
  const paid = (await payments(page)).filter((call) => call.path === 'giftcards/purchase');
  expect(paid.map((call) => call.result)).toEqual(['3ds_required', 'ok']);
  expect(paid[1]?.body).toMatchObject({ amount: 50, recipient_email: 'free@example.com' });
});

test('another member redeems the code, sees the credit in the profile and pays less for a plan', async ({
  page,
}) => {
  await memberLogIn(page, 'premium@example.com');
  await buyForFiona(page, '£25', '4242424242424242');
  await expect(
    page.getByRole('region', { name: 'Sent' }).getByRole('row', { name: /Fiona/ }),
  ).toContainText('£25.00');
  const link = await page.evaluate(() => window.__mock?.lastGiftCardLink('free@example.com'));
  expect(link).toBeTruthy();

  // Fiona (free@example.com) signs in on the same browser and follows the email's link.
  await page.getByLabel('Account menu').click();
  await page.getByRole('link', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/login');
  await logIn(page, 'free@example.com');
  await page.goto(String(link));
  const redeem = page.getByRole('form', { name: 'Redeem a gift card' });
  await expect(redeem.getByLabel('Gift card code')).toHaveValue(/^GC-/);
  await redeem.getByRole('button', { name: 'Redeem' }).click();
  await expect(redeem.getByRole('status')).toHaveText(
    'Gift card redeemed! £25.00 has been added to your gift credit. Your gift credit is now £25.00.',
  );

  await page.goto('/home/profile');
  await expect(page.getByTestId('profile-gift-credit')).toHaveText('Your gift credit: £25.00');

  // The plan: Quarterly (£44.97), after the 7-day trial the first payment is £19.97.
  await page.goto('/home/profile/upgrade-downgrade?goBack=%2Fhome%2Fprofile');
  await expect(page.getByRole('radio', { name: /^Quarterly/ })).toBeChecked();
  await expect(page.getByTestId('gift-credit-used')).toHaveText('−£25.00');
  await expect(page.getByTestId('charge-next')).toContainText('£19.97');
  await page.getByRole('button', { name: 'Upgrade' }).click();
  const card = page.getByRole('form', { name: 'Card details' });
  await card.getByLabel('Card number').fill('4242424242424242');
  await card.getByLabel('Expiry month').selectOption('12');
  await card.getByLabel('Expiry year').selectOption(String(new Date().getFullYear() + 2));
  await card.getByLabel('CVV').fill('123');
  await card.getByRole('button', { name: /^Pay/ }).click();
  await expect(page.getByRole('dialog').filter({ hasText: /Congratulations/ })).toBeVisible();

  const upgrade = (await payments(page)).filter((call) =>
    call.path.includes('do_upgrade_downgrade'),
  );
  expect(upgrade.at(-1)).toMatchObject({ result: 'ok', body: { gift_credit_used: 25 } });
  await page.goto('/home/profile');
  await expect(page.getByTestId('profile-gift-credit')).toHaveText('Your gift credit: £0.00');
});
