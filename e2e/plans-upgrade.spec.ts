import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { memberLogIn as logIn, payments } from './plans-support';
import { acceptCookies } from './support';

const COUPON_INVALID = 'This coupon code is not valid for this plan.  remove code >>';

async function openUpgrade(page: Page, email: string, query = '') {
  await logIn(page, email);
  await page.goto(`/home/profile/upgrade-downgrade?goBack=${encodeURIComponent('/home')}${query}`);
  await expect(page.getByRole('heading', { name: 'Upgrade/Downgrade' })).toBeVisible();
}

test('a free member picks a plan, checks coupons and a gift card, and pays a new card through 3-D Secure', async ({
  page,
}) => {
  await openUpgrade(page, 'free@example.com');
  // With cookies accepted, a failed payment and the purchase are tracked (hashed, never raw).
  await acceptCookies(page);
  const upgrade = page.getByRole('button', { name: 'Upgrade', exact: true });
  await expect(page.getByText('Monthly', { exact: true })).toBeVisible();
  await expect(page.getByText('Quarterly (pay 4x a year)')).toBeVisible();
  await expect(page.getByText('Annual (pay once a year)')).toBeVisible();
  await expect(page.getByText('Best value')).toBeVisible();
  await expect(page.getByText('Most popular')).toBeVisible();

  // Annual: an invalid coupon, focus clears the error, "clear" clears it, then a valid one.
  await page.getByRole('radio', { name: /^Annual/ }).check();
  const coupon = page.getByLabel('Coupon code');
  await coupon.fill('NOPE');
  await coupon.blur();
  await expect(
    page.getByRole('alert').filter({ hasText: 'This coupon code is not valid' }),
  ).toHaveText(COUPON_INVALID);
  await expect(upgrade).toBeDisabled();
  await coupon.focus();
  await expect(page.getByText('This coupon code is not valid')).toHaveCount(0);
  await coupon.fill('clear');
  await coupon.blur();
  await expect(coupon).toHaveValue('');
  await expect(upgrade).toBeEnabled();
  await coupon.fill('WELCOME');
  await coupon.blur();
  await expect(page.getByText('valid', { exact: true })).toBeVisible();
  await expect(page.getByText('You pay today')).toBeVisible();
  // Free and entitled to the 7-day trial: £0.00 today, the coupon price when the trial ends.
  await expect(page.getByTestId('charge-today')).toHaveText('£0.00');
  await expect(page.getByTestId('charge-next')).toContainText('£29.97 on ');
  await expect(page.getByTestId('charge-next')).toContainText('when your 7-day free trial ends');

  // Gift card: a wrong code shows the server message and blocks the button; GIFT10 takes 10.00 off.
  const gift = page.getByLabel('Gift card');
  await gift.fill('WRONG');
  await gift.blur();
  await expect(
    page.getByRole('alert').filter({ hasText: 'This gift card code is not valid.' }),
  ).toBeVisible();
  await expect(upgrade).toBeDisabled();
  await gift.fill('GIFT10');
  await gift.blur();
  await expect(page.getByText('Gift Card Applied!')).toBeVisible();
  await expect(page.getByText('New price: £19.97')).toBeVisible();
  await expect(page.getByTestId('charge-next')).toContainText('£19.97 on ');
  await expect(upgrade).toBeEnabled();

  // No saved card: the card details popup opens. The old card form checks its fields.
  await upgrade.click();
  const cardDialog = page.getByRole('dialog', { name: 'Card details' });
  await cardDialog.getByRole('button', { name: 'Pay £0.00 today' }).click();
  await expect(cardDialog.getByText('Please Enter Card exp-month.')).toBeVisible();
  await expect(cardDialog.getByLabel('Card number')).toHaveAttribute('aria-invalid', 'true');
  await cardDialog.getByLabel('Expiry month').selectOption('01');
  await cardDialog.getByRole('button', { name: 'Pay £0.00 today' }).click();
  await expect(cardDialog.getByText('Please Enter Card exp-year.')).toBeVisible();
  await cardDialog.getByLabel('Expiry year').selectOption(String(new Date().getFullYear()));
  await cardDialog.getByRole('button', { name: 'Pay £0.00 today' }).click();
  if (new Date().getMonth() > 0)
    await expect(cardDialog.getByText('Please Select Valid Expiry Date.')).toBeVisible();
  await expect(cardDialog.getByLabel('Expiry year').locator('option')).toHaveCount(21);
  await cardDialog.getByLabel('Expiry year').selectOption(String(new Date().getFullYear() + 2));

  // A declined card: the server message in the popup, the number is not kept, an abandoned-cart event.
  await cardDialog.getByLabel('Card number').fill('4000000000000002');
  await cardDialog.getByLabel('CVV').fill('123');
  await cardDialog.getByRole('button', { name: 'Pay £0.00 today' }).click();
  await expect(page.getByRole('dialog', { name: 'Alert' })).toContainText(
    'Your card was declined.',
  );
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(cardDialog.getByLabel('Card number')).toHaveValue('');
  await expect(cardDialog.getByLabel('CVV')).toHaveValue('');
  await expect
    .poll(() =>
      page.evaluate(() =>
        (window.__mock?.events() as { name: string }[]).map((event) => event.name),
      ),
    )
    .toContain('abandoned_cart');

  await cardDialog.getByLabel('Card number').fill('4000 0027 6000 3184 999');
  await expect(cardDialog.getByLabel('Card number')).toHaveValue('4000002760003184');
  await cardDialog.getByLabel('CVV').pressSequentially('12a34');
  await expect(cardDialog.getByLabel('CVV')).toHaveValue('1234');
  await cardDialog.getByRole('button', { name: 'Pay £0.00 today' }).click();

  // The bank asks for 3-D Secure: the frame is 450 by 600 and posts "loaded-frame".
  const bank = page.getByRole('dialog', { name: 'Bank authentication' });
  await expect(bank).toBeVisible();
  const frame = bank.locator('iframe');
  await expect(frame).toHaveAttribute('width', '450');
  await expect(frame).toHaveAttribute('height', '600');
  await page
    .frameLocator('iframe[title="3-D Secure authentication"]')
    .getByRole('button', { name: 'Complete authentication' })
    .click();

  const success = page.getByRole('dialog', { name: 'Success' });
  await expect(success).toContainText('Congratulations, your payment was successful!');
  const sent = (await payments(page)).filter((payment) => payment.path.includes('do_upgrade'));
  expect(sent.map((payment) => payment.result)).toEqual(['declined', '3ds_required', 'ok']);
  expect(sent[2]?.body).toMatchObject({
    plan_id: 3,
    sub_plan_id: 12,
    coupon_code: 'WELCOME',
    gift_card_code: 'GIFT10',
    recurly_token: 'mock_3ds_Visa_3184',
  });
  expect(String(sent[2]?.body.three_d_secure_action_result_token_id)).toMatch(/^3ds_result_/);
  expect(JSON.stringify(sent)).not.toContain('4000002760003184');
  const conversions = () =>
    page.evaluate(() =>
      (
        window.__mock?.events() as { name: string; data: { user_data?: Record<string, string> } }[]
      ).filter((event) => event.name === 'conversion'),
    );
  await expect.poll(async () => (await conversions()).length).toBeGreaterThan(0);
  const [conversion] = await conversions();
  expect(conversion?.data.user_data?.em).toMatch(/^[0-9a-f]{64}$/);
  expect(JSON.stringify(conversion)).not.toContain('free@example.com');

  // No pin screen: the button reloads the page, now as a Premium member.
  await success.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByText('Your current plan')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change plan' })).toBeDisabled();
});

test('a premium member changes plan with the saved card, sent directly, after a wallet failure', async ({
  page,
}) => {
  await openUpgrade(page, 'premium@example.com');
  const change = page.getByRole('button', { name: 'Change plan' });
  // The current plan is selected: downgrading to it is not possible.
  await expect(page.getByText('Your current plan')).toBeVisible();
  await expect(change).toBeDisabled();

  // Wallet failure: "payment failed! Please try again."
  await page.getByRole('radio', { name: /^Annual/ }).check();
  await page.getByRole('radio', { name: 'Google Pay' }).check();
  await page.evaluate(() => window.__mock?.fail('do_upgrade', 'Gateway timeout'));
  await change.click();
  await page
    .getByRole('dialog', { name: 'Google Pay' })
    .getByRole('button', { name: 'Pay with Google Pay' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Alert' })).toContainText(
    'payment failed! Please try again.',
  );
  await page.getByRole('button', { name: 'OK' }).click();
  await page.evaluate(() => window.__mock?.clearFailures());

  // Saved card: no card popup, the upgrade is sent directly; the button goes to the pinned page.
  await page.getByRole('radio', { name: 'Saved card' }).check();
  await change.click();
  await expect(page.getByRole('dialog', { name: 'Card details' })).toHaveCount(0);
  const success = page.getByRole('dialog', { name: 'Success' });
  await expect(success).toContainText('Congratulations, your payment was successful!');
  const last = (await payments(page)).at(-1)?.body;
  expect(last).toMatchObject({ plan_id: 3, sub_plan_id: 12, is_apple_pay: '2' });
  expect(last).not.toHaveProperty('recurly_token');
  await success.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/home\/folder\/1059$/);
});
