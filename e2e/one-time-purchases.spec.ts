import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { memberLogIn, payments, quiet } from './plans-support';
import { payByCard, registerHere, uniqueVisitor } from './registration-support';

/**
 * Issue 33, part 3: a visitor buys a programme without an account and becomes a member later,
 * the purchase kept; blogs, recipes, videos and communities are bought exactly as paid
 * programmes are; a landing-page purchase ends at /thankyou.
 */

const nextYear = String(new Date().getFullYear() + 1);

/** The old card form (one-time purchases): a test card, then Pay. */
async function fillOldCard(scope: ReturnType<Page['locator']> | Page, number: string, pay: string) {
  await scope.getByLabel('Card number').fill(number);
  await scope.getByLabel('Expiry month').selectOption('12');
  await scope.getByLabel('Expiry year').selectOption(nextYear);
  await scope.getByLabel('CVV').fill('123');
  await scope.getByRole('button', { name: pay }).click();
}

/** The one-time purchase as a paid programme offers it: Buy, Yes, Card, the card, the success popup. */
async function buyByCard(page: Page, price: string) {
  await page.getByRole('button', { name: `Buy for ${price}` }).click();
  await page
    .getByRole('dialog', { name: 'Buy this item' })
    .getByRole('button', { name: 'Yes' })
    .click();
  const method = page.getByRole('dialog', { name: 'Payment method' });
  await method.getByRole('radio', { name: 'Card' }).check();
  await method.getByRole('button', { name: 'Continue', exact: true }).click();
  await fillOldCard(method, '4242424242424242', `Pay ${price}`);
  await expect(page.getByRole('dialog', { name: 'Success' })).toContainText(
    'Congratulations, your payment was successful!',
  );
  await page.getByRole('dialog', { name: 'Success' }).getByRole('button', { name: 'OK' }).click();
}

test('a visitor buys a programme without an account, through the bank step, and sets a password later: the programme stays theirs', async ({
  page,
}) => {
  await quiet(page);
  await page.goto('/folder/1060');
  await expect(page.getByRole('heading', { name: 'Summer Shred', level: 1 })).toBeVisible();
  await expect(page.getByText('£9.99, yours to keep: no membership needed.')).toBeVisible();
  await page.getByLabel('First name').fill('Robin');
  await page.getByLabel('Last name').fill('Vale');
  await page.getByLabel('Email').fill('robin.vale@example.com');
  await page.getByRole('button', { name: 'Continue to pay £9.99' }).click();
  await expect(page.getByRole('heading', { name: 'Pay by card' })).toBeVisible();
  // A reload mid-purchase keeps the details and the step (never the card).
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Pay by card' })).toBeVisible();
  await expect(page.getByText('Robin Vale, robin.vale@example.com')).toBeVisible();

  await fillOldCard(page, '4000002760003184', 'Pay £9.99');
  const bank = page.getByRole('dialog', { name: 'Bank authentication' });
  await expect(bank).toBeVisible();
  await bank
    .frameLocator('iframe')
    .getByRole('button', { name: 'Complete authentication' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Success' })).toContainText(
    'Congratulations, your payment was successful!',
  );
  await page.getByRole('dialog', { name: 'Success' }).getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('This programme is yours. Open any session below.')).toBeVisible();
  await expect(page.getByText('Week 1', { exact: true })).toBeVisible();
  await expect(page.locator('a[href^="/rwlvideos/"]').first()).toBeVisible();
  const paid = (await payments(page)).filter((entry) => entry.path === 'auth_un/un_stripe_intent');
  expect(paid.map((entry) => entry.result)).toEqual(['3ds_required', 'ok']);
  expect(paid.at(-1)?.body).toMatchObject({ product_type: 'folder', product_type_id: 1060 });
  expect(JSON.stringify(paid)).not.toContain('4000002760003184');
  const buyers = await page.evaluate(
    () => (window.__mock?.db() as { unregisteredUsers: unknown[] }).unregisteredUsers,
  );
  expect(buyers).toEqual([
    expect.objectContaining({
      first_name: 'Robin',
      last_name: 'Vale',
      email: 'robin.vale@example.com',
      folder_id: 1060,
    }),
  ]);

  // Later (another visit), the programme is still open; a password makes the buyer a member.
  await page.goto('/folder/1060');
  await expect(page.getByText('This programme is yours. Open any session below.')).toBeVisible();
  const join = page.getByRole('form', { name: 'Become a member' });
  await expect(join).toContainText('Set a password for robin.vale@example.com');
  await join.getByLabel('Password', { exact: true }).fill('Robin123!');
  await join.getByLabel('Confirm password').fill('Robin124!');
  await join.getByRole('button', { name: 'Set my password' }).click();
  await expect(join.getByText('The passwords do not match.')).toBeVisible();
  await join.getByLabel('Confirm password').fill('Robin123!');
  await join.getByRole('button', { name: 'Set my password' }).click();
  await expect(page).toHaveURL(/\/home\/folder\/1060$/);
  await expect(page.getByText('Programme progress')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Alert' })).toHaveCount(0);
});

test('a member buys a paid recipe, video, article and community exactly as a paid programme', async ({
  page,
}) => {
  await memberLogIn(page, 'premium@example.com');
  await page.goto('/home/recipes/2090');
  await expect(page.getByRole('heading', { name: "Chef Ana's Sunday roast" })).toBeVisible();
  await expect(
    page.getByText('This recipe is sold separately: £1.99, yours to keep.'),
  ).toBeVisible();
  await expect(page.getByText('Whole chicken')).toHaveCount(0);
  await buyByCard(page, '£1.99');
  await expect(page.getByText(/Whole chicken/)).toBeVisible();

  await page.goto('/home/videobank/3090');
  await expect(
    page.getByText('This video is sold separately: £4.99, yours to keep.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Buy for £4.99' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await page
    .getByRole('dialog', { name: 'Payment method' })
    .getByRole('radio', { name: 'Google Pay' })
    .check();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Google Pay' });
  await expect(sheet).toContainText('£4.99');
  await sheet.getByRole('button', { name: 'Pay with Google Pay' }).click();
  await page.getByRole('dialog', { name: 'Success' }).getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('This video is sold separately')).toHaveCount(0);
  await expect(page.locator('video')).toBeVisible();

  await page.goto('/blog/1390');
  await expect(page.getByRole('heading', { name: 'Race day' })).toHaveCount(0);
  await buyByCard(page, '£2.99');
  await expect(page.getByRole('heading', { name: 'Race day' })).toBeVisible();

  await page.goto('/home/community/list');
  const forSale = page.getByRole('region', { name: 'Communities to join' });
  await expect(forSale).toContainText('Marathon Club');
  await expect(forSale).toContainText('This community is sold separately: £6.99, yours to keep.');
  await buyByCard(page, '£6.99');
  await expect(page.getByRole('list', { name: 'Your communities' })).toContainText('Marathon Club');
  await expect(page.getByRole('region', { name: 'Communities to join' })).toHaveCount(0);

  const bought = (await payments(page))
    .filter((entry) => entry.result === 'ok')
    .map((entry) => [entry.path, entry.body.product_type, entry.body.product_type_id]);
  expect(bought).toEqual([
    ['payments/web_one_time_payment', 'recipe', 2090],
    ['frontend/stripe_intent', 'video', 3090],
    ['frontend/verify_stripe_intent', undefined, undefined],
    ['payments/web_one_time_payment', 'blog', 1390],
    ['payments/web_one_time_payment', 'community', 4090],
  ]);
});

test('a purchase from a landing page ends at /thankyou, which logs the thank-you and leads on; opened again it goes straight on', async ({
  page,
}) => {
  await page.goto('/');
  await page
    .getByRole('region', { name: 'Plans' })
    .getByRole('link', { name: 'Choose this plan: Annual' })
    .click();
  await expect(page).toHaveURL(/\/reg1\?planid=3&subplanid=12$/);
  await registerHere(page, uniqueVisitor('thanks'));
  await page.getByRole('button', { name: 'Next' }).click();
  await payByCard(page, '4242424242424242');
  await expect(page).toHaveURL(/\/thankyou$/);
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await expect(page.getByLabel('Receipt')).toContainText('Paid withCard ending 4242');
  await expect
    .poll(() =>
      page.evaluate(() =>
        (window.__mock?.db() as { events: { name: string; data: unknown }[] }).events
          .filter((event) => event.name === 'log_thankyou')
          .map((event) => event.data),
      ),
    )
    .toEqual([{ price: 19.99, currency: 'GBP', plan: 'Annual' }]);
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/invitefriend$/);
  await page.goto('/thankyou');
  await expect(page).toHaveURL(/\/invitefriend$/);
});
