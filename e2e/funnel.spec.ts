import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { payByCard, registerAtReg1, uniqueVisitor } from './registration-support';
import { signIn } from './support';

/**
 * Issue 18, "one truth from ad to receipt": the card a visitor clicks is the plan /reg1 shows,
 * the plan the paywall preselects (same name, same price, one card per duration) and what its
 * summary and receipt charge; the header stops offering Login and the trial once paid. One plan
 * catalogue (the mock's auth/plans) feeds the landing price blocks, so Annual is £119.99 from /
 * to the receipt ("every number a member reads is true").
 */

const LONG_DATE = /\d{1,2} [A-Z][a-z]+ \d{4}/;

/** The /reg1 plan summary: shown above the form with name, price and trial; marketing mail unticked. */
async function expectReg1Plan(page: Page, name: string, price: string, trial: RegExp) {
  const plan = page.getByRole('complementary', { name: 'Your plan' });
  await expect(plan).toContainText(name);
  await expect(plan).toContainText(price);
  await expect(plan).toContainText(trial);
  const planBox = await plan.boundingBox();
  const formBox = await page.getByRole('form', { name: 'Register' }).boundingBox();
  expect(planBox && formBox && planBox.y < formBox.y).toBe(true);
  await expect(page.getByLabel(/news & offers/)).not.toBeChecked();
  await expect(
    page.getByRole('heading', { name: 'ALMOST THERE!! Register With RWL' }),
  ).toBeVisible();
}

test('Annual has one name and one price on /, at /reg1, on the paywall and on the receipt: £119.99 (from the plan catalogue), £10.00 a month', async ({
  page,
}) => {
  await page.goto('/');
  // The hero's "from" figure is Annual's price a month.
  await expect(page.getByRole('main')).toContainText('Memberships from £10 a month');
  const plans = page.getByRole('region', { name: 'Plans' });
  const annual = plans.getByRole('article', { name: 'Annual plan' });
  await expect(annual).toContainText('£119.99');
  await expect(annual).toContainText('£10.00 a month, billed every year');
  await expect(annual).toContainText('Save £119.89 (50%)');
  await expect(page.getByText('£119.88')).toHaveCount(0);
  await annual.getByRole('link', { name: 'Choose this plan: Annual' }).click();
  await expect(page).toHaveURL(/\/reg1\?planid=3&subplanid=12$/);
  await expectReg1Plan(page, 'Annual', '£119.99 a year', /7-day free trial: nothing to pay today/);

  const visitor = uniqueVisitor('annual');
  await registerAtReg1(page, '?planid=3&subplanid=12', visitor);
  // One card per duration, named as everywhere else, at the same price, preselected.
  const card = page.getByRole('radio', { name: 'Annual, £119.99' });
  await expect(card).toBeChecked();
  await expect(page.getByRole('radio', { name: /^Annual/ })).toHaveCount(1);
  await expect(page.getByRole('radio')).toHaveCount(3);
  await expect(page.getByRole('radio', { name: /^year/ })).toHaveCount(0);
  const annualCard = page.locator('label').filter({ has: card });
  await expect(annualCard).toContainText('£10.00 a month');
  await expect(annualCard).toContainText('Save £119.89 (50%)');
  await page.getByRole('button', { name: 'Next' }).click();

  const summary = page.getByLabel('Order summary');
  await expect(summary.getByText('Annual', { exact: true })).toBeVisible();
  await expect(summary).not.toContainText('(year)');
  await expect(summary.getByTestId('charge-today')).toHaveText('£0.00');
  await expect(summary.getByTestId('charge-next')).toHaveText(
    new RegExp(`^£119\\.99 on ${LONG_DATE.source}, when your 7-day free trial ends$`),
  );
  await expect(summary).toContainText(
    'Then £119.99 a year. Your membership renews automatically; cancel any time',
  );

  // The name given at /reg1 is not asked again.
  const form = page.getByRole('form', { name: 'Card details' });
  await expect(form.getByLabel('First name')).toHaveValue('Ada');
  await expect(form.getByLabel('Last name')).toHaveValue('Lovelace');
  await expect(form.getByLabel('Name on card')).toHaveValue('Ada Lovelace');

  // Before paying the header still offers Login.
  const header = page.getByRole('navigation', { name: 'Account' });
  await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();

  await payByCard(page, '4242424242424242');
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  // The moment payment succeeds: no Login, no Start free trial; one way on.
  await expect(header.getByRole('link', { name: 'Login' })).toHaveCount(0);
  await expect(header.getByRole('link', { name: 'Start free trial' })).toHaveCount(0);
  await expect(header.getByRole('link', { name: 'Finish my account' })).toHaveAttribute(
    'href',
    '/invitefriend',
  );

  const receipt = page.getByLabel('Receipt');
  await expect(receipt).toContainText('PlanAnnualPaid today');
  await expect(receipt).toContainText('Paid today£0.00');
  await expect(receipt).toContainText('Paid withCard ending 4242');
  await expect(receipt).toContainText(new RegExp(`Trial ends${LONG_DATE.source}`));
  await expect(receipt).toContainText(new RegExp(`Next payment£119\\.99 on ${LONG_DATE.source}`));
  const sent = await page.evaluate(
    () =>
      (window.__mock?.db() as { payments: { path: string; body: Record<string, unknown> }[] })
        .payments,
  );
  expect(sent.at(-1)?.body).toMatchObject({ plan_id: 3, sub_plan_id: 12 });

  // A reload neither loses the way on nor offers a second payment.
  await page.reload();
  await expect(page).toHaveURL(/\/invitefriend$/);
  await expect(
    page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Login' }),
  ).toHaveCount(0);
});

test('from /pages/30days1 the £1 offer reaches a paywall that charges £1 today and £19.99 after 30 days', async ({
  page,
}) => {
  await page.goto('/pages/30days1');
  await expect(page.getByText(/7-day|7 days free/)).toHaveCount(0);
  const cta = page.getByRole('main').getByRole('link', { name: 'Start for £1' }).first();
  await expect(cta).toHaveAttribute('href', '/reg1?planid=16&subplanid=62');
  await cta.click();
  await expect(page).toHaveURL(/\/reg1\?planid=16&subplanid=62$/);
  await expectReg1Plan(
    page,
    'Monthly',
    '£19.99 a month',
    /£1 for your first 30 days, then £19\.99 a month/,
  );

  await registerAtReg1(page, '?planid=16&subplanid=62', uniqueVisitor('pound'));
  // The £1 plan takes the place of the monthly card, preselected; no second monthly card.
  await expect(
    page.getByRole('radio', { name: 'Monthly, £1 for your first 30 days, then £19.99 a month' }),
  ).toBeChecked();
  await expect(page.getByRole('radio', { name: /^Monthly/ })).toHaveCount(1);
  await page.getByRole('button', { name: 'Next' }).click();
  const summary = page.getByLabel('Order summary');
  await expect(summary.getByTestId('charge-today')).toHaveText('£1.00');
  await expect(summary.getByTestId('charge-next')).toHaveText(
    new RegExp(`^£19\\.99 on ${LONG_DATE.source}$`),
  );
  await expect(summary).toContainText('Then £19.99 a month.');
  await expect(summary).not.toContainText(/free trial/i);
  await expect(page.getByRole('button', { name: 'Pay £1.00 today' })).toBeVisible();
});

test('the member home shows the next live class with its full date', async ({ page }) => {
  await signIn(page, 'premium@example.com');
  await page.goto('/home');
  const live = page
    .getByRole('region', { name: 'Today' })
    .getByRole('article', { name: 'Next live class' });
  await expect(live.locator('time')).toHaveText(
    /^[A-Z][a-z]+day \d{1,2} [A-Z][a-z]+ \d{4}, \d{1,2}:\d{2} (AM|PM)$/,
  );
});

test('from /pages/12monthbundle the bundle reaches a paywall that charges £129.99 today, with no trial anywhere', async ({
  page,
}) => {
  await page.goto('/pages/12monthbundle');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('£129.99');
  await expect(page.getByText(/free trial|7 days free/i)).toHaveCount(0);
  const cta = page.getByRole('main').getByRole('link', { name: 'Get the 12-month bundle' }).first();
  await expect(cta).toHaveAttribute('href', '/reg1?planid=17&subplanid=66');
  await cta.click();
  await expect(page).toHaveURL(/\/reg1\?planid=17&subplanid=66$/);
  const plan = page.getByRole('complementary', { name: 'Your plan' });
  await expect(plan).toContainText('£129.99');
  await expect(plan).not.toContainText(/free trial|7 days free/i);

  await registerAtReg1(page, '?planid=17&subplanid=66', uniqueVisitor('bundle'));
  // The bundle takes the place of the annual card, preselected; no second 12-month card.
  await expect(page.getByRole('radio', { name: 'Annual, £129.99' })).toBeChecked();
  await expect(page.getByRole('radio', { name: /^Annual/ })).toHaveCount(1);
  await page.getByRole('button', { name: 'Next' }).click();
  const summary = page.getByLabel('Order summary');
  await expect(summary.getByTestId('charge-today')).toHaveText('£129.99');
  await expect(summary).not.toContainText(/free trial/i);
  await expect(page.getByRole('button', { name: 'Pay £129.99 today' })).toBeVisible();
  await payByCard(page, '4242424242424242');
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('£129.99');
});
