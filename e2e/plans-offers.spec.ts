import { expect, test } from './fixtures';
import { logInThroughForm } from './chat-support';
import { memberLogIn as logIn, payments } from './plans-support';

test('a new free member gets the offer-plan popup 2 s after load and pays for it with a new card', async ({
  page,
}) => {
  await logIn(page, 'newfree@example.com');
  await page.goto('/home');
  const offer = page.getByRole('dialog', { name: 'A welcome gift for you' });
  await expect(offer).toBeVisible();
  await expect(offer.getByText('Unlock every programme, recipe and live class')).toBeVisible();
  await expect(offer.getByRole('img', { name: 'A welcome gift for you' })).toBeVisible();
  await expect(offer.getByText('£239.88')).toBeVisible();
  await offer.getByRole('button', { name: 'Get this offer' }).click();
  // No card on file: the card details dialog.
  const card = page.getByRole('dialog', { name: 'Card details' });
  await card.getByLabel('Card number').fill('4242424242424242');
  await card.getByLabel('Expiry month').selectOption('12');
  await card.getByLabel('Expiry year').selectOption(String(new Date().getFullYear() + 1));
  await card.getByLabel('CVV').fill('123');
  await card.getByRole('button', { name: 'Pay £99.99' }).click();
  await expect(page.getByRole('dialog', { name: 'Success' })).toContainText(
    'Congratulations, your payment was successful!',
  );
  const body = (await payments(page)).at(-1)?.body;
  expect(body).toMatchObject({ plan_id: 16, sub_plan_id: 74, is_offer_plan: 1, offer_id: 3 });
});

test('an offer link opens the confirmation with the gift credit taken off; Cancel clears the offer; load failures and the not-web rule', async ({
  page,
  browser,
}) => {
  // Through the form: the mock's whole data set must be in local storage before it is changed.
  await logInThroughForm(page, 'premium@example.com');
  // The mock keeps its data in local storage: give the member a 10.00 gift credit. Done on a
  // static file of the same origin, so no running app can write its own copy over it.
  await page.goto('/robots.txt');
  await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('rwl_mock_db') ?? '{}') as {
      db: { users: { email: string; gift_credit_balance: number }[] };
    };
    const premium = stored.db.users.find((user) => user.email === 'premium@example.com');
    if (premium) premium.gift_credit_balance = 10;
    localStorage.setItem('rwl_mock_db', JSON.stringify(stored));
  });
  await page.goto('/home?offer_id=3&device_type=ios');
  const offer = page.getByRole('dialog', { name: 'A welcome gift for you' });
  await offer.getByRole('button', { name: 'Get this offer' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm your offer' });
  await expect(confirm).toContainText('you pay £89.99 today (after your £10.00 gift credit)');
  await expect(confirm.getByRole('button', { name: 'Confirm' })).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  expect(
    await page.evaluate(() => [
      localStorage.getItem('link_offer_id'),
      localStorage.getItem('device_offer'),
    ]),
  ).toEqual([null, null]);

  // A failing offer load removes link_offer_id, closes the popup and shows the message.
  await page.evaluate(() => window.__mock?.fail('offer_plans', 'This offer has expired.'));
  await page.goto('/home?offer_id=3');
  await expect(page.getByRole('dialog', { name: 'Alert' })).toContainText(
    'This offer has expired.',
  );
  expect(await page.evaluate(() => localStorage.getItem('link_offer_id'))).toBeNull();

  // Paid in the iOS app: offers are not on the web.
  const context = await browser.newContext();
  const apple = await context.newPage();
  await logIn(apple, 'apple@example.com');
  await apple.goto('/home?offer_id=3');
  await expect(apple.getByRole('dialog', { name: 'Special offer' })).toContainText(
    'offers can only be taken there',
  );
  await context.close();
});

test('a pre-purchased trial30 member gets the 30-day special offer and its subscription card form messages', async ({
  page,
}) => {
  await logIn(page, 'prepurchase@example.com');
  await page.goto('/home/profile/upgrade-downgrade?goBack=%2Fhome');
  const offer = page.getByRole('dialog', { name: '30-day special offer' });
  await expect(offer).toContainText('£1.00 for your first 30 days');
  await expect(offer).toContainText('auto-renews every 3 months');
  await offer.getByLabel('First name').fill('');
  await offer.getByLabel('Last name').fill('');
  // The member's name fills the name on card too (issue 18): empty it to see every message.
  await offer.getByLabel('Name on card').fill('');
  await offer.getByRole('button', { name: 'Pay £1.00' }).click();
  for (const message of [
    'First name is required.',
    'Last name is required.',
    'Card Name Is Required.',
    'Card Number Is Required.',
    'CVV Is Required.',
    'Expiry Date Is Required.',
  ]) {
    await expect(offer.getByText(message)).toBeVisible();
  }
  await offer.getByLabel('First name').fill('Penny');
  await offer.getByLabel('Last name').fill('Prepurchase');
  await offer.getByLabel('Name on card').fill('P Prepurchase');
  await offer.getByLabel('Card number').fill('1234123412341234');
  await offer.getByLabel('Expiry date (MM/YY)').fill('12/40');
  await offer.getByLabel('CVV').fill('123');
  await offer.getByRole('button', { name: 'Pay £1.00' }).click();
  await expect(page.getByRole('dialog', { name: 'Alert' })).toContainText(
    'The following fields appear to be invalid: number',
  );
  await page.getByRole('button', { name: 'OK' }).click();
  await offer.getByLabel('Card number').fill('4242424242424242');
  await offer.getByLabel('CVV').fill('123');
  await offer.getByRole('button', { name: 'Pay £1.00' }).click();
  await expect(page.getByRole('dialog', { name: 'Success' })).toContainText(
    'Congratulations, your payment was successful!',
  );
});
