import { expect, test } from '@playwright/test';
import { memberLogIn as logIn } from './plans-support';

const CASES: [string, string | RegExp][] = [
  ['apple@example.com', /bought your membership in the iOS app.*not on the web/],
  ['google@example.com', /bought your membership in the Android app.*not on the web/],
  [
    'fitpro@example.com',
    "You have already purchased fitpro class. You can't upgrade your current plan until it's over.",
  ],
  [
    'granted@example.com',
    "Sorry, seems like you can't upgrade your account.Please contact the support team for upgrading.",
  ],
  ['special@example.com', 'Your membership is managed by your employer.'],
  ['prepremium@example.com', 'You have already subscribed to a premium plan.'],
];

test('the upgrade page refuses app purchases, fitpro, admin-granted, special access and pre-purchased premium with the exact messages', async ({
  browser,
}) => {
  test.slow();
  for (const [email, message] of CASES) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await logIn(page, email);
    await page.goto('/home/profile/upgrade-downgrade?goBack=%2Fhome');
    const popup = page.getByRole('dialog', { name: 'Alert' });
    await expect(popup, email).toContainText(message);
    await popup.getByRole('button', { name: 'OK' }).click();
    await context.close();
  }
});

test('a plan that does not exist is refused, and a failing plan list shows the server message', async ({
  page,
}) => {
  await logIn(page, 'free@example.com');
  await page.goto('/home/profile/upgrade-downgrade?goBack=%2Fhome&planid=3&subplanid=99');
  await expect(page.getByRole('dialog', { name: 'Alert' })).toContainText(
    'plan is not available for the subscription.',
  );
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('button', { name: 'Upgrade', exact: true })).toBeDisabled();

  await page.evaluate(() =>
    window.__mock?.fail('auth/plans', 'Plans are being updated, please try again shortly.'),
  );
  await page.goto('/home/profile/upgrade-downgrade?goBack=%2Fhome');
  await expect(page.getByText('Plans are being updated, please try again shortly.')).toBeVisible();
});
