import { expect, test } from './fixtures';
import { acceptCookies } from './support';
import {
  answer,
  answerProfileSteps,
  confirmPaymentSuccess,
  expectPremiumHome,
  finishRegistration,
  payByCard,
  registerAtReg1,
  uniqueVisitor,
  unitLoadingAndResult,
} from './registration-support';

interface MockPayment {
  path: string;
  body: Record<string, unknown>;
  result: string;
}

test('a visitor from an ad registers with WELCOME, pays by card and ends in the member area as Premium', async ({
  page,
}) => {
  const visitor = uniqueVisitor('ad');
  await registerAtReg1(
    page,
    '?planid=3&subplanid=12&couponcode=WELCOME&utm_page=facebook&utm_av=spring',
    visitor,
  );
  await expect(page).toHaveURL(
    /planid=3&subplanid=12&couponcode=WELCOME&utm_page=facebook&utm_av=spring/,
  );

  // The chooser: plan list with the tags and the plans' names; the ad's plan is preselected.
  await expect(page.getByRole('heading', { name: 'Choose your plan' })).toBeVisible();
  await expect(page.getByText('Best value').first()).toBeVisible();
  await expect(page.getByText('Most popular').first()).toBeVisible();
  await expect(page.getByRole('radio', { name: /^Monthly/ }).first()).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Quarterly, £44.97' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Annual, £29.97' })).toBeChecked();
  await expect(page.getByLabel('Coupon code')).toHaveValue('WELCOME');
  await expect(page.getByText('valid', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Your payment details' })).toBeVisible();
  await payByCard(page, '4242424242424242');
  await confirmPaymentSuccess(page);

  // Source page not rwb and oneoffpayment not 1: the invite page comes first.
  await expect(page).toHaveURL(/\/invitefriend$/);
  await page.getByLabel('Friend 1 first name').fill('Bea');
  await page.getByLabel('Friend 1 email').fill('bea@example.com');
  await page.getByRole('button', { name: 'Invite and continue' }).click();
  await page.getByRole('dialog', { name: 'Thank you' }).getByRole('button', { name: 'OK' }).click();

  await expect(page).toHaveURL(/\/registration$/);
  await expect(page.getByRole('progressbar', { name: 'Registration progress' })).toHaveAttribute(
    'aria-valuetext',
    'Step 1 of 7',
  );
  await answerProfileSteps(page);
  await finishRegistration(page, ['Fitness', 'Pregnancy and postnatal']);
  // Two preference items: the bar has 9 steps.
  await expect(page.getByRole('progressbar', { name: 'Registration progress' })).toHaveAttribute(
    'aria-valuetext',
    'Step 6 of 9',
  );
  await answer(page, 'What is your main fitness goal?', 'Get stronger');
  await page.getByRole('radio', { name: 'I am pregnant' }).check();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByText('Please choose your trimester.')).toBeVisible();
  await page.getByLabel('Which trimester are you in?').selectOption('2');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('progressbar', { name: 'Registration progress' })).toHaveAttribute(
    'aria-valuetext',
    'Step 8 of 9',
  );
  await unitLoadingAndResult(page);
  await expectPremiumHome(page);

  const state = await page.evaluate(() => {
    const db = window.__mock?.db() as { payments: MockPayment[]; users: Record<string, unknown>[] };
    return { payments: db.payments, users: db.users };
  });
  const payment = state.payments.find(
    (entry) => entry.path === 'payments/make_full_subscription' && entry.result === 'ok',
  );
  expect(payment?.body).toMatchObject({
    plan_id: 3,
    sub_plan_id: 12,
    coupon_code: 'WELCOME',
    from_reg_paywall: 1,
    is_apple_pay: '2',
  });
  expect(JSON.stringify(payment?.body)).not.toContain('4242424242424242');
  const member = state.users.find((entry) => entry.email === visitor.email);
  expect(member).toMatchObject({
    type: 2,
    purchased_from: 'web',
    current_plan_id: 3,
    sub_plan_id: 12,
    gender: 1,
    fitness_goal: 'Get stronger',
    trimester: 1,
  });
});

test('a card that asks for 3-D Secure passes the bank step; source page rwb goes straight to /registration', async ({
  page,
}) => {
  const visitor = uniqueVisitor('tds');
  await registerAtReg1(
    page,
    '?planid=3&subplanid=12&couponcode=WELCOME&utm_page=rwb&utm_av=ad9',
    visitor,
  );
  await page.getByRole('button', { name: 'Next' }).click();
  await payByCard(page, '4000002760003184');
  const bank = page.getByRole('dialog', { name: 'Bank authentication' });
  await expect(bank).toBeVisible();
  await bank
    .frameLocator('iframe')
    .getByRole('button', { name: 'Complete authentication' })
    .click();
  await confirmPaymentSuccess(page);
  await expect(page).toHaveURL(/\/registration$/);
  await answerProfileSteps(page);
  await finishRegistration(page);
  await unitLoadingAndResult(page);
  await expectPremiumHome(page);
});

test('the same visitor can pay with the simulated wallet instead (oneoffpayment 1 goes to /registration)', async ({
  page,
}) => {
  const visitor = uniqueVisitor('wallet');
  await registerAtReg1(
    page,
    '?planid=3&subplanid=12&couponcode=WELCOME&utm_page=tiktok&oneoffpayment=1',
    visitor,
  );
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: /Google Pay|Apple Pay/ }).check();
  // A new registrant has the 7-day free trial: nothing today, the WELCOME price when it ends.
  await expect(page.getByTestId('charge-next')).toContainText('£29.97 on ');
  await page.getByRole('button', { name: 'Pay £0.00 today with wallet' }).click();
  const sheet = page.getByRole('dialog', { name: /Google Pay|Apple Pay/ });
  await expect(sheet).toContainText('£0.00');
  await sheet.getByRole('button', { name: /^Pay with/ }).click();
  await confirmPaymentSuccess(page);
  await expect(page).toHaveURL(/\/registration$/);
  await answerProfileSteps(page);
  await finishRegistration(page);
  await unitLoadingAndResult(page);
  await expectPremiumHome(page);
  const payment = await page.evaluate(() => {
    const db = window.__mock?.db() as { payments: MockPayment[] };
    return db.payments.find((entry) => entry.path === 'payments/make_full_subscription_wallet');
  });
  expect(payment).toMatchObject({ result: 'ok', body: { is_apple_pay: '1', oneoffpayment: 1 } });
});

test('a declined card shows "Your card was declined." and records the abandoned cart; /registration before paying goes back to the paywall', async ({
  page,
}) => {
  const visitor = uniqueVisitor('declined');
  await acceptCookies(page);
  await registerAtReg1(page, '?planid=3&subplanid=12&utm_page=facebook', visitor);
  // Step 1, not pre-purchased, reg_paywall 1, not the invite landing page: back to the paywall.
  await page.goto('/registration');
  await expect(page).toHaveURL(/\/reg-paywall\?planid=3&subplanid=12&utm_page=facebook/);
  await page.getByRole('button', { name: 'Next' }).click();
  await payByCard(page, '4000000000000002');
  const alert = page.getByRole('dialog', { name: 'Alert' });
  await expect(alert).toContainText('Your card was declined.');
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/reg-paywall/);
  await expect(page.getByRole('heading', { name: 'Your payment details' })).toBeVisible();
  await expect
    .poll(async () =>
      page.evaluate(() =>
        ((window.__mock?.events() ?? []) as { name: string }[]).some(
          (event) => event.name === 'abandoned_cart',
        ),
      ),
    )
    .toBe(true);
});
