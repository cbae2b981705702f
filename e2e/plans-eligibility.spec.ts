import { expect, test } from './fixtures';
import { memberLogIn as logIn } from './plans-support';

// Who may not upgrade on the web, and the words they read: a screen test
// (src/features/profile/pages/UpgradeEligibility.test.tsx).

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
