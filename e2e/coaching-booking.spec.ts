import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { memberLogIn } from './plans-support';

/**
 * Issue 16, coaching booking: class plan 9101 booked and paid (3-D Secure), the basket held by
 * the server across a reload, the declined card, a full class, no date, the class access check
 * and a professional's class calendar.
 */

interface BookingDb {
  proClasses: { class_id: number; start_at: string; places: number; taken: number }[];
  coachingBaskets: Record<string, { item_id: number; class_id: number }[]>;
  coachingBookings: {
    user_id: number;
    item_id: number;
    class_id: number;
    price: number;
    paid_with: string;
  }[];
}

/** A page opened by its address loads the member's account first: room for a busy machine. */

const bookingDb = (page: Page) => page.evaluate(() => window.__mock?.db() as BookingDb);

/** Requests to the booking calls (paths), as the browser sent them. */
function recordBookingCalls(page: Page) {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  page.on('request', (request) => {
    const match = /(fitpronew\/(?:basket|purchase_classes|free_purchase_classes))$/.exec(
      new URL(request.url()).pathname,
    );
    if (match?.[1])
      calls.push({ path: match[1], body: request.postDataJSON() as Record<string, unknown> });
  });
  return calls;
}

const basketIcon = (page: Page, count?: number) =>
  page.getByRole('banner').getByRole('link', {
    name: count ? `Basket, ${count} item${count === 1 ? '' : 's'}` : 'Basket',
    exact: true,
  });

async function addClassPlan(page: Page, classId: string) {
  await page.goto('/home/rwlpros/901');
  const form = page.getByRole('form', { name: 'Book' });
  await expect(form).toBeVisible();
  await form.getByLabel('Class or session').selectOption('class:9101');
  await expect(form.getByLabel('Date').locator(`option[value="${classId}"]`)).toBeAttached();
  await form.getByLabel('Date').selectOption(classId);
  await form.getByRole('button', { name: 'Add to basket' }).click();
  await expect(form.getByText('Added to your basket.')).toBeVisible();
}

/** Pays with a card typed now (premium@example.com's saved card is offered first). */
async function payByCard(page: Page, number: string) {
  await page.getByRole('radio', { name: 'New card' }).check();
  const card = page.getByRole('form', { name: 'Card details' });
  await card.getByLabel('Card number').fill(number);
  await card
    .getByLabel('Expiry date (MM/YY)')
    .fill(`12/${String(new Date().getFullYear() + 2).slice(2)}`);
  await card.getByLabel('CVV').fill('123');
  await card.getByRole('button', { name: 'Pay £20.00' }).click();
}

test('class plan 9101 is booked and paid with the 3-D Secure card; the basket count is back to 0 after the thank-you page', async ({
  page,
}) => {
  const calls = recordBookingCalls(page);
  await memberLogIn(page, 'premium@example.com');
  await addClassPlan(page, '9301');
  await expect(basketIcon(page, 1)).toBeVisible();
  // The payment code is not loaded before the payment step.
  const sdk: string[] = [];
  page.on('request', (request) => {
    if (/recurly|stripe|mockGateway/i.test(request.url())) sdk.push(request.url());
  });
  await basketIcon(page, 1).click();
  await expect(page).toHaveURL(/\/rwl-coaches\/viewbasket$/);
  const lines = page.getByRole('list', { name: 'Bookings' });
  await expect(lines.getByRole('listitem')).toHaveCount(1);
  await expect(lines).toContainText('4 live HIIT classes');
  await expect(lines).toContainText('with Rachel Adams');
  await expect(page.getByTestId('coaching-total')).toHaveText('£20.00');
  await expect(page.getByLabel('Include my RWL membership with these bookings')).toBeChecked();
  expect(sdk).toEqual([]);

  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await payByCard(page, '4000002760003184');
  const bank = page.getByRole('dialog', { name: 'Bank authentication' });
  await expect(bank).toBeVisible();
  await bank
    .frameLocator('iframe')
    .getByRole('button', { name: 'Complete authentication' })
    .click();
  await expect(page).toHaveURL(/\/rwl-coaches\/thankyou\?booking=CB-\d+$/);
  await expect(page.getByRole('heading', { name: 'Thank you for your booking' })).toBeVisible();
  await expect(basketIcon(page)).toBeVisible();

  const purchases = calls.filter((call) => call.path === 'fitpronew/purchase_classes');
  expect(purchases).toHaveLength(2);
  expect(purchases[1]?.body).toMatchObject({ include_membership: 1, is_apple_pay: '2' });
  expect(String(purchases[1]?.body.three_d_secure_action_result_token_id)).toMatch(/^3ds_result_/);
  expect(JSON.stringify(purchases)).not.toContain('4000002760003184');
  const state = await bookingDb(page);
  expect(state.coachingBookings.at(-1)).toMatchObject({
    user_id: 102,
    item_id: 9101,
    class_id: 9301,
    price: 20,
    paid_with: 'card',
  });
  expect(state.coachingBaskets['102']).toEqual([]);

  // Still 0 after a reload: the server holds the (empty) basket.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Thank you for your booking' })).toBeVisible();
  await expect(basketIcon(page)).toBeVisible();
});

test('the saved card is offered first, as on the upgrade page, and pays for the booking', async ({
  page,
}) => {
  const calls = recordBookingCalls(page);
  await memberLogIn(page, 'premium@example.com');
  await addClassPlan(page, '9302');
  await page.goto('/rwl-coaches/viewbasket');
  await expect(page.getByRole('button', { name: 'Continue to payment' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue to payment' }).click();

  const methods = page.getByRole('group', { name: 'Payment method' });
  await expect(methods.getByRole('radio', { name: 'Saved card: Visa ending 4242' })).toBeChecked();
  await expect(methods.getByRole('radio', { name: 'New card' })).not.toBeChecked();
  await expect(page.getByRole('form', { name: 'Card details' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Pay £20.00 with my saved card' }).click();

  await expect(page).toHaveURL(/\/rwl-coaches\/thankyou\?booking=CB-\d+$/);
  await expect(page.getByRole('heading', { name: 'Thank you for your booking' })).toBeVisible();
  await expect(basketIcon(page)).toBeVisible();
  const purchases = calls.filter((call) => call.path === 'fitpronew/purchase_classes');
  expect(purchases).toHaveLength(1);
  expect(purchases[0]?.body).toMatchObject({ include_membership: 1, is_apple_pay: '2' });
  expect(purchases[0]?.body).not.toHaveProperty('recurly_token');
  expect((await bookingDb(page)).coachingBookings.at(-1)).toMatchObject({
    user_id: 102,
    class_id: 9302,
    price: 20,
    paid_with: 'saved card',
  });
});

test('the basket survives a reload and a line can be removed', async ({ page }) => {
  await memberLogIn(page, 'premium@example.com');
  await addClassPlan(page, '9302');
  const form = page.getByRole('form', { name: 'Book' });
  await form.getByLabel('Class or session').selectOption('session:9201');
  const day = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
  await form.getByLabel('Date').fill(day);
  await expect(form.getByLabel('Time (UK)').locator('option[value="17:00"]')).toBeAttached();
  await form.getByLabel('Time (UK)').selectOption('17:00');
  await form.getByRole('button', { name: 'Add to basket' }).click();
  await expect(basketIcon(page, 2)).toBeVisible();

  await page.reload();
  await expect(basketIcon(page, 2)).toBeVisible();
  await page.goto('/rwl-coaches/viewbasket');
  const lines = page.getByRole('list', { name: 'Bookings' });
  await expect(lines.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByTestId('coaching-total')).toHaveText('£55.00');
  await page.getByRole('button', { name: 'Remove 30-min PT session' }).click();
  await expect(lines.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByTestId('coaching-total')).toHaveText('£20.00');
  await expect(basketIcon(page, 1)).toBeVisible();
  await page.reload();
  await expect(lines.getByRole('listitem')).toHaveCount(1);
  await expect(basketIcon(page, 1)).toBeVisible();
});

test('a shop page opened by its address counts the bookings in its header basket', async ({
  page,
}) => {
  await memberLogIn(page, 'premium@example.com');
  await addClassPlan(page, '9302');
  await page.goto('/shop/product/7001');
  await expect(basketIcon(page, 1)).toHaveAttribute('href', '/rwl-coaches/viewbasket');
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(basketIcon(page, 2)).toHaveAttribute('href', '/checkout');
});

test('a declined card shows "Your card was declined." and keeps the basket', async ({ page }) => {
  await memberLogIn(page, 'premium@example.com');
  await addClassPlan(page, '9301');
  await page.goto('/rwl-coaches/viewbasket');
  await expect(page.getByRole('button', { name: 'Continue to payment' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await payByCard(page, '4000000000000002');
  const alert = page.getByRole('dialog', { name: 'Alert' });
  await expect(alert).toContainText('Your card was declined.');
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/rwl-coaches\/viewbasket$/);
  await expect(page.getByRole('list', { name: 'Bookings' }).getByRole('listitem')).toHaveCount(1);
  await expect(basketIcon(page, 1)).toBeVisible();
  expect((await bookingDb(page)).coachingBookings.filter((entry) => entry.user_id === 102)).toEqual(
    [],
  );
  await page.reload();
  await expect(page.getByRole('list', { name: 'Bookings' }).getByRole('listitem')).toHaveCount(1);
});

test('the basket is paid with the wallet instead of a card', async ({ page }) => {
  const calls = recordBookingCalls(page);
  await memberLogIn(page, 'premium@example.com');
  await addClassPlan(page, '9302');
  await page.goto('/rwl-coaches/viewbasket');
  await expect(page.getByRole('button', { name: 'Continue to payment' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('radio', { name: /Google Pay|Apple Pay/ }).check();
  await page.getByRole('button', { name: 'Pay £20.00 with wallet' }).click();
  const sheet = page.getByRole('dialog', { name: /Google Pay|Apple Pay/ });
  await expect(sheet).toContainText('£20.00');
  await sheet.getByRole('button', { name: /^Pay with/ }).click();
  await expect(page).toHaveURL(/\/rwl-coaches\/thankyou\?booking=CB-\d+$/);
  await expect(basketIcon(page)).toBeVisible();
  const purchases = calls.filter((call) => call.path === 'fitpronew/purchase_classes');
  expect(purchases.at(-1)?.body).toMatchObject({ include_membership: 1 });
  expect((await bookingDb(page)).coachingBookings.at(-1)).toMatchObject({
    user_id: 102,
    class_id: 9302,
    paid_with: 'wallet',
  });
});

test('no class, no date or a full class: a message beside the field and nothing sent; a class that fills up is refused before payment', async ({
  page,
}) => {
  const calls = recordBookingCalls(page);
  await memberLogIn(page, 'premium@example.com');
  await page.goto('/home/rwlpros/901');
  const form = page.getByRole('form', { name: 'Book' });
  await expect(form).toBeVisible();
  await form.getByRole('button', { name: 'Add to basket' }).click();
  await expect(form.getByText('Please choose a class or a session.')).toBeVisible();
  await form.getByLabel('Class or session').selectOption('class:9101');
  await form.getByRole('button', { name: 'Add to basket' }).click();
  await expect(form.getByText('Please choose a date.')).toBeVisible();
  await expect(form.getByLabel('Date')).toBeFocused();
  // Class 9303 is full.
  await expect(form.getByLabel('Date').locator('option[value="9303"]')).toHaveText(/, full$/);
  await form.getByLabel('Date').selectOption('9303');
  await form.getByRole('button', { name: 'Add to basket' }).click();
  await expect(form.getByText('This class is full. Please choose another date.')).toBeVisible();
  expect(calls).toEqual([]);

  // A class that fills up after it was added is named in the basket, with no way to pay.
  await form.getByLabel('Date').selectOption('9304');
  await form.getByRole('button', { name: 'Add to basket' }).click();
  await expect(basketIcon(page, 1)).toBeVisible();
  await page.evaluate(() => {
    const data = window.__mock?.db() as BookingDb;
    const dated = data.proClasses.find((entry) => entry.class_id === 9304);
    if (dated) dated.taken = dated.places;
  });
  await basketIcon(page, 1).click();
  await expect(page.getByRole('alert')).toContainText(
    '4 live HIIT classes: this class is full. Remove it from your basket to book the rest.',
  );
  await expect(page.getByText('This class is full.', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue to payment' })).toHaveCount(0);
  await expect(page.getByRole('form', { name: 'Card details' })).toHaveCount(0);
  expect(calls.map((call) => call.path)).toEqual(['fitpronew/basket']);
});

test('/check-class shows the message with its date and time filled in and stores the check-access flag', async ({
  page,
}) => {
  await memberLogIn(page, 'fitpro@example.com');
  await page.goto('/check-class?id=9301');
  await expect(page.getByRole('heading', { name: 'Your class' })).toBeVisible();
  const message = page.getByText(/^You are booked on 4 live HIIT classes with Rachel Adams on /);
  await expect(message).toHaveText(
    /on \w+day \d{1,2} \w+ \d{4} at \d{1,2}:\d{2} (AM|PM)\. Your joining link opens/,
  );
  await expect(message).not.toContainText('{{');
  expect(await page.evaluate(() => window.localStorage.getItem('check_access'))).toBe('1');
});

test("Rachel Adams's class calendar shows her classes by month, the member's booked one marked", async ({
  page,
}) => {
  await memberLogIn(page, 'fitpro@example.com');
  await page.goto('/home/rwlpros/901');
  await expect(page.getByRole('link', { name: "Rachel Adams's class calendar" })).toBeVisible();
  await page.getByRole('link', { name: "Rachel Adams's class calendar" }).click();
  await expect(page).toHaveURL(/\/home\/rwlprosclasscalendar\/901$/);
  await expect(page.getByRole('heading', { name: "Rachel Adams's class calendar" })).toBeVisible();
  // The month and day of class 9301 in this browser's time zone.
  const start = (await bookingDb(page)).proClasses.find(
    (entry) => entry.class_id === 9301,
  )?.start_at;
  const day = await page.evaluate((iso) => {
    const date = new Date(iso ?? '');
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  }, start);
  await page.goto(`/home/rwlprosclasscalendar/901?month=${day.slice(0, 7)}`);
  const cell = page.locator(`[role="gridcell"][data-date="${day}"]`);
  await expect(cell).toHaveAccessibleName(/4 live HIIT classes\s*, booked/);
  await cell.click();
  const classes = page.getByRole('list', { name: 'Classes' });
  await expect(classes.getByRole('listitem')).toHaveCount(1);
  await expect(classes).toContainText('4 live HIIT classes');
  await classes.getByRole('link', { name: 'Booked' }).click();
  await expect(page).toHaveURL(/\/check-class\?id=9301$/);
  await expect(page.getByText(/^You are booked on 4 live HIIT classes/)).toBeVisible();
});
