import { expect, test } from './fixtures';
import { payByCard, registerAtReg1, registerHere, uniqueVisitor } from './registration-support';

/**
 * "Every number a member reads is true": offer cards say the offer they sell, with figures
 * from the price actually charged, and the header of a paid-offer page keeps the offer.
 * (One name and one price for Annual from / to the receipt: funnel.spec.ts.)
 */

const LONG_DATE = /\d{1,2} [A-Z][a-z]+ \d{4}/;

test('offer cards say the offer: the £1 card its 30 days and the price after, its receipt an introductory offer; the Black Friday year card its figures from £29.97', async ({
  page,
  browser,
}) => {
  await registerAtReg1(page, '?planid=16&subplanid=62', uniqueVisitor('pound'));
  const onePound = page.getByRole('radio', {
    name: 'Monthly, £1 for your first 30 days, then £19.99 a month',
  });
  await expect(onePound).toBeChecked();
  await expect(page.locator('label').filter({ has: onePound })).toContainText(
    '£1 for your first 30 days, then £19.99 a month',
  );
  await expect(page.getByText('1 month', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Next' }).click();
  await payByCard(page, '4242424242424242');
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  const receipt = page.getByLabel('Receipt');
  await expect(receipt).toContainText('PlanMonthlyPaid today£1.00');
  // A paid introductory month, not a free trial.
  await expect(receipt).toContainText(new RegExp(`Introductory offer ends${LONG_DATE.source}`));
  await expect(receipt).not.toContainText('Trial ends');
  await expect(receipt).toContainText(new RegExp(`Next payment£19\\.99 on ${LONG_DATE.source}`));

  // Black Friday, in a browser of its own: the year card at £29.97 works out its figures from it.
  const context = await browser.newContext();
  const blackFriday = await context.newPage();
  await registerAtReg1(
    blackFriday,
    '?planid=3&subplanid=12&couponcode=BF2022',
    uniqueVisitor('bf'),
  );
  const year = blackFriday.getByRole('radio', { name: 'Annual, £29.97' });
  await expect(year).toBeChecked();
  const yearCard = blackFriday.locator('label').filter({ has: year });
  await expect(yearCard).toContainText('was £119.99 £29.97');
  await expect(yearCard).toContainText('£2.50 a month');
  await expect(yearCard).toContainText('Save £209.91 (88%)');
  await expect(yearCard).toContainText('£29.97 for your first year, then £119.99 a year');
  await expect(yearCard).not.toContainText('£10.00 a month');
  await expect(yearCard).not.toContainText('(50%)');
  await context.close();
});

test('on a paid-offer landing page the header names the offer and carries its plan, coupon and utm parameters through to /reg1', async ({
  page,
}) => {
  await page.goto('/pages/blackfriday2022?utm_source=facebook&utm_av=bf7');
  const header = page.getByRole('navigation', { name: 'Account' });
  await expect(header.getByRole('link', { name: 'Start free trial' })).toHaveCount(0);
  const offer = header.getByRole('link', { name: 'Black Friday deal' });
  const target = '/reg1?planid=3&subplanid=12&couponcode=BF2022&utm_source=facebook&utm_av=bf7';
  await expect(offer).toHaveAttribute('href', target);
  // The page's own buttons carry the same.
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Get the Black Friday deal' }).first(),
  ).toHaveAttribute('href', target);
  await offer.click();
  await expect(page).toHaveURL(new RegExp(`${target.replace(/[?]/g, '\\?')}$`));

  // /reg1 shows the offer, and its own header has no "Start free trial" to plain /reg1.
  const plan = page.getByRole('complementary', { name: 'Your plan' });
  await expect(plan).toContainText('Annual');
  await expect(plan).toContainText('£29.97 today with your offer');
  await expect(plan).not.toContainText(/free trial/i);
  await expect(
    page
      .getByRole('navigation', { name: 'Account' })
      .getByRole('link', { name: 'Start free trial' }),
  ).toHaveCount(0);

  const visitor = uniqueVisitor('bfheader');
  await registerHere(page, visitor);
  await expect(page.getByRole('radio', { name: 'Annual, £29.97' })).toBeChecked();
  await expect(page.getByLabel('Coupon code')).toHaveValue('BF2022');
  await expect(
    page
      .getByRole('navigation', { name: 'Account' })
      .getByRole('link', { name: 'Start free trial' }),
  ).toHaveCount(0);
  // The server registered the visitor with the ad's plan, coupon and campaign.
  const registered = await page.evaluate(
    (email) =>
      (window.__mock?.db() as { users: Record<string, unknown>[] }).users.find(
        (user) => user.email === email,
      ),
    visitor.email,
  );
  expect(registered).toMatchObject({
    lp_plan_id: 3,
    lp_sub_plan_id: 12,
    lp_coupon_code: 'BF2022',
    utm_av: 'bf7',
    has_trial7: 0,
  });
});
