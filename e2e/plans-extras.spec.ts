import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { memberLogIn as logIn, payments } from './plans-support';
import {
  confirmPaymentSuccess,
  payByCard,
  registerAtReg1,
  uniqueVisitor,
} from './registration-support';

/** The events the mock server recorded under `name` (payment logs, exit quiz answers). */
function eventsNamed(page: Page, name: string): Promise<unknown[]> {
  return page.evaluate(
    (wanted) =>
      ((window.__mock?.events() ?? []) as { name: string; data: unknown }[])
        .filter((event) => event.name === wanted)
        .map((event) => event.data),
    name,
  );
}

test('a visitor skips the free trial and pays the skip price with its coupon today', async ({
  page,
}) => {
  await registerAtReg1(page, '', uniqueVisitor('skip'));
  const quarterly = page.getByRole('radio', { name: /^Quarterly/ });
  await quarterly.check();
  // The card lists what the plan includes (extra_features).
  await expect(
    page.locator('label', { has: quarterly }).getByRole('list', { name: 'Includes' }),
  ).toContainText('Every workout programme');
  await page.getByRole('button', { name: 'Next' }).click();

  const trial = page.getByRole('group', { name: 'Your free trial' });
  await expect(trial.getByRole('radio', { name: /^Start my 7-day free trial/ })).toBeChecked();
  await trial.getByRole('radio', { name: 'Skip the trial: pay £34.97 today' }).check();
  await expect(page.getByTestId('charge-today')).toHaveText('£34.97');
  await payByCard(page, '4242424242424242');
  await expect(page.getByRole('definition').filter({ hasText: '£34.97' }).first()).toBeVisible();
  await confirmPaymentSuccess(page);

  const paid = (await payments(page)).filter(
    (payment) => payment.path === 'payments/make_full_subscription',
  );
  expect(paid.at(-1)).toMatchObject({
    result: 'ok',
    body: { plan_id: 3, sub_plan_id: 2, coupon_code: 'SKIPTRIAL', skip_trial: 1 },
  });
});

test('cancelling asks the exit quiz first, and the answer reaches the server', async ({ page }) => {
  await logIn(page, 'premium@example.com');
  await page.goto('/home/profile/unsubscribe');
  await page.getByRole('button', { name: 'Cancel my membership' }).click();
  const quiz = page.getByRole('dialog', { name: 'Before you cancel' });
  await expect(
    quiz.getByRole('group', { name: 'Why are you cancelling your membership?' }),
  ).toBeVisible();
  await quiz.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(quiz.getByRole('alert')).toHaveText('Please select at least one option.');
  await quiz.getByLabel("I don't have time right now").check();
  await quiz.getByRole('button', { name: 'Continue', exact: true }).click();

  await page
    .getByRole('dialog', { name: 'Cancel my membership' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Success' })).toContainText(
    'Your membership has been cancelled.',
  );
  expect(await eventsNamed(page, 'exit_quiz_answer')).toEqual([
    {
      user_id: 102,
      quiz_id: 30,
      question_id: 3001,
      option_ids: [3012],
      reason: "I don't have time right now",
    },
  ]);
});

test('a declined card sends the payment log and the popup shows the support address', async ({
  page,
}) => {
  await logIn(page, 'free@example.com');
  await page.goto(`/home/profile/upgrade-downgrade?goBack=${encodeURIComponent('/home')}`);
  await page.getByRole('radio', { name: /^Annual/ }).check();
  await page.getByRole('button', { name: 'Upgrade', exact: true }).click();
  const card = page.getByRole('dialog', { name: 'Card details' });
  await card.getByLabel('Card number').fill('4000000000000002');
  await card.getByLabel('Expiry month').selectOption('12');
  await card.getByLabel('Expiry year').selectOption(String(new Date().getFullYear() + 2));
  await card.getByLabel('CVV').fill('123');
  await card.getByRole('button', { name: /^Pay / }).click();

  const alert = page.getByRole('dialog', { name: 'Alert' });
  await expect(alert).toContainText('Your card was declined.');
  await expect(alert).toContainText('Support address: support@example.com');
  await expect(alert.getByRole('link', { name: 'support@example.com' })).toHaveAttribute(
    'href',
    'mailto:support@example.com',
  );
  await expect
    .poll(() => eventsNamed(page, 'payment_log'))
    .toEqual([{ user_id: '101', message: 'Your card was declined.' }]);
});

test('a saved card is checked (user/check_card) before it is charged', async ({ page }) => {
  await logIn(page, 'premium@example.com');
  await page.goto(`/home/profile/upgrade-downgrade?goBack=${encodeURIComponent('/home')}`);
  await page.getByRole('radio', { name: /^Annual/ }).check();
  await page.getByRole('radio', { name: /^Saved card/ }).check();
  await page.getByRole('button', { name: 'Change plan' }).click();
  await expect(page.getByRole('dialog', { name: 'Success' })).toContainText(
    'Congratulations, your payment was successful!',
  );
  const paths = (await payments(page)).map((payment) => `${payment.path}:${payment.result}`);
  expect(paths.slice(-2)).toEqual([
    'user/check_card:ok',
    'payments/do_upgrade_downgrade_subscription_plan:ok',
  ]);
});
