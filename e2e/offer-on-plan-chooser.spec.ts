import { expect, test } from './fixtures';
import { registerAtReg1, uniqueVisitor } from './registration-support';

/**
 * "The offer told where the choice is made" (issue 31): a visitor entitled to the 7-day free
 * trial reads on each card of /reg-paywall's plan chooser what it costs today and when the first
 * payment is taken, a coupon's price included, and the card step after Next says the same.
 */

/** The date `days` from today as the cards write it: 6 December 2026. */
function dayLater(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
}

test('a visitor with the 7-day free trial reads on every plan card "7 days free, then …", £0.00 today and the first payment’s date; a coupon changes the card it applies to', async ({
  page,
}) => {
  await registerAtReg1(page, '', uniqueVisitor('offer'));
  await expect(page.getByRole('heading', { name: 'Choose your plan' })).toBeVisible();
  const firstPayment = dayLater(7);
  const cards = [
    ['Monthly', '£19.99', '7 days free, then £19.99 a month'],
    ['Quarterly', '£44.97', '7 days free, then £44.97 every 3 months'],
    ['Annual', '£119.99', '7 days free, then £119.99 a year'],
  ] as const;
  for (const [name, price, terms] of cards) {
    const radio = page.getByRole('radio', { name: `${name}, ${price}` });
    const card = page.locator('label').filter({ has: radio });
    await expect(card).toContainText(terms);
    await expect(card).toContainText(`£0.00 today, first payment ${price} on ${firstPayment}`);
  }

  // A coupon for the quarterly plan: its card says the coupon's price is the first payment.
  const quarterly = page.getByRole('radio', { name: 'Quarterly, £44.97' });
  await quarterly.check();
  await page.getByLabel('Coupon code').fill('REFER');
  await page.getByLabel('Coupon code').blur();
  const discounted = page.getByRole('radio', { name: 'Quarterly, £34.97' });
  await expect(discounted).toBeChecked();
  const card = page.locator('label').filter({ has: discounted });
  await expect(card).toContainText(
    '7 days free, then £34.97 for your first 3 months, then £44.97 every 3 months',
  );
  await expect(card).toContainText(`£0.00 today, first payment £34.97 on ${firstPayment}`);

  // The card step after the choice says the same.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Your payment details' })).toBeVisible();
  await expect(page.getByTestId('charge-today')).toHaveText('£0.00');
  await expect(page.getByTestId('charge-next')).toHaveText(
    `£34.97 on ${firstPayment}, when your 7-day free trial ends`,
  );
  await expect(page.getByRole('button', { name: 'Pay £0.00 today' })).toBeVisible();
});
