import { expect, test } from './fixtures';
import { memberLogIn as logIn } from './plans-support';

test('a member manages cards, sees the next renewal and changes the billing date after a preview', async ({
  page,
}) => {
  await logIn(page, 'premium@example.com');
  await page.goto('/home/profile');
  await expect(page.getByRole('heading', { name: 'My profile' })).toBeVisible();
  await expect(page.getByText('Next renewal:')).toContainText('15 January 2027');
  await expect(page.getByText('Visa ending 4242')).toBeVisible();

  // Add a card.
  await page.getByRole('button', { name: 'Add a card' }).click();
  const add = page.getByRole('dialog', { name: 'Add a card' });
  await add.getByLabel('Card number').fill('5555555555554444');
  await add.getByLabel('Expiry month').selectOption('08');
  await add.getByLabel('Expiry year').selectOption(String(new Date().getFullYear() + 3));
  await add.getByLabel('CVV').fill('321');
  await add.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByRole('dialog', { name: 'Success' })).toContainText(
    'Your card has been added.',
  );
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Mastercard ending 4444')).toBeVisible();

  // Set the Visa as default again, then delete the Mastercard.
  await page.getByRole('button', { name: 'Make Visa ending 4242 the default card' }).click();
  await expect(page.getByRole('dialog', { name: 'Success' })).toContainText(
    'Your default card has been updated.',
  );
  await page.getByRole('button', { name: 'OK' }).click();
  await page.getByRole('button', { name: 'Delete Mastercard ending 4444' }).click();
  await page
    .getByRole('dialog', { name: 'Delete card' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Success' })).toContainText(
    'Your card has been deleted.',
  );
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Mastercard ending 4444')).toHaveCount(0);

  // Billing date: preview, then confirm.
  await page.getByLabel('New billing date').fill('2027-01-25');
  await page.getByRole('button', { name: 'Preview change' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'New billing date' })).toContainText(
    '25 January 2027',
  );
  await page.getByRole('button', { name: 'Confirm new billing date' }).click();
  await expect(page.getByRole('dialog', { name: 'Success' })).toContainText(
    'Your billing date has been changed.',
  );
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Next renewal:')).toContainText('25 January 2027');
});

test('a member who wants to cancel takes 6 months at half price instead, then cancels; both end on /home', async ({
  page,
}) => {
  await logIn(page, 'nochats@example.com');
  await page.goto('/home/profile/unsubscribe');
  await expect(
    page.getByRole('heading', {
      name: "We understand tough financial times shouldn't compromise your well-being.",
    }),
  ).toBeVisible();
  await expect(page.getByText('Which is why we have something for everyone.')).toBeVisible();

  await page.getByRole('button', { name: 'How much will you save?' }).click();
  const save = page.getByRole('dialog', { name: 'How much will you save?' });
  await expect(save.getByText('Annual (pay once a year)')).toBeVisible();
  await save.getByRole('button', { name: 'Not now' }).click();

  await page.getByRole('button', { name: 'Pay less' }).click();
  const payLess = page.getByRole('dialog', { name: 'Pay less' });
  await expect(payLess.getByText('6 months', { exact: true })).toBeVisible();
  await expect(payLess.getByText('£59.97').first()).toBeVisible();
  await expect(payLess.getByRole('status')).toContainText('You save £59.97 (50%)');
  await payLess.getByRole('button', { name: 'Switch to this plan' }).click();
  await payLess.getByLabel('Card number').fill('4242424242424242');
  await payLess.getByLabel('Expiry month').selectOption('12');
  await payLess.getByLabel('Expiry year').selectOption(String(new Date().getFullYear() + 1));
  await payLess.getByLabel('CVV').fill('123');
  await payLess.getByRole('button', { name: 'Pay £59.97' }).click();
  const success = page.getByRole('dialog', { name: 'Success' });
  await expect(success).toContainText('Congratulations, your payment was successful!');
  await success.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);

  const tags = await page.evaluate(() =>
    (window.__mock?.db() as { cancellationTags: { button_id: number }[] }).cancellationTags.map(
      (tag) => tag.button_id,
    ),
  );
  expect(tags).toEqual([2, 1]);

  // Cancelling outright also ends on /home.
  await page.goto('/home/profile/unsubscribe');
  await page.getByRole('button', { name: 'Cancel my membership' }).click();
  const exitQuiz = page.getByRole('dialog', { name: 'Before you cancel' });
  await exitQuiz.getByLabel('It costs too much').check();
  await exitQuiz.getByRole('button', { name: 'Continue', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Cancel my membership' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Success' })).toContainText(
    'Your membership has been cancelled.',
  );
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/home$/);
});
