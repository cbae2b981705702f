import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { PASSWORD } from './support';

/** Issue 17, retreats: the list, retreat 1401, and booking it with the test card. */

interface RetreatDb {
  retreatBookings: {
    booking_ref: string;
    retreat_id: number;
    user_id: number;
    payment: string;
    paid: number;
    attendees: unknown[];
  }[];
}
const retreatDb = (page: Page) => page.evaluate(() => window.__mock?.db() as RetreatDb);

test.beforeEach(async ({ context }) => {
  await context.addCookies([
    { name: 'cookie_consent_user_accepted', value: 'false', url: 'http://127.0.0.1' },
  ]);
});

test('a visitor finds retreat 1401, logs in to book, comes back and books two places with the deposit', async ({
  page,
}) => {
  const bookings: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('Events_Retreats/booking')) bookings.push(request.url());
  });
  await page.goto('/retreats');
  await expect(page.getByRole('heading', { name: 'Retreats', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /Lagos fitness week.*Fully booked/ })).toBeVisible();
  await page.getByRole('link', { name: /Cotswolds wellness weekend/ }).click();
  await expect(page).toHaveURL(/\/retreats\/1401$/);
  await expect(
    page.getByRole('heading', { name: 'Cotswolds wellness weekend', level: 1 }),
  ).toBeVisible();
  for (const fact of ['16 to 18 April 2027', '£495.00 per person', '£100.00 per person', '6']) {
    await expect(page.getByRole('definition').filter({ hasText: fact }).first()).toBeVisible();
  }
  await page.getByRole('link', { name: 'Book your place' }).click();

  // A visitor logs in and comes back to the booking.
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill('free@example.com');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/retreats\/1401\/bookevent$/);
  const form = page.getByRole('form', { name: 'Attendees' });
  await expect(form.getByLabel('First name').first()).toHaveValue('Fiona');

  await form.getByLabel('Attendees').selectOption('2');
  await form.getByRole('button', { name: 'Continue to payment' }).click();
  const second = form.getByRole('group', { name: 'Attendee 2' });
  await expect(second.getByText('First name is required.')).toBeVisible();
  await expect(second.getByText('Please enter a valid email address.')).toBeVisible();
  expect(bookings).toEqual([]);
  await second.getByLabel('First name').fill('Ada');
  await second.getByLabel('Last name').fill('Lovelace');
  await second.getByLabel('Email').fill('ada.friend@example.com');
  await expect(page.getByTestId('retreat-total')).toHaveText('£200.00');
  await form.getByRole('button', { name: 'Continue to payment' }).click();

  const card = page.getByRole('form', { name: 'Card details' });
  await card.getByLabel('Card number').fill('4242424242424242');
  await card
    .getByLabel('Expiry date (MM/YY)')
    .fill(`12/${String(new Date().getFullYear() + 2).slice(2)}`);
  await card.getByLabel('CVV').fill('123');
  await card.getByRole('button', { name: 'Pay £200.00' }).click();
  await expect(page.getByRole('heading', { name: 'Your place is booked' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /^RET-1401-\d{3}$/ })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: '£790.00' })).toBeVisible();
  const [booking] = (await retreatDb(page)).retreatBookings;
  expect(booking).toMatchObject({ retreat_id: 1401, payment: 'deposit', paid: 200 });
  expect(booking?.attendees).toHaveLength(2);
  expect(JSON.stringify(await retreatDb(page))).not.toContain('4242424242424242');

  await page.goto('/retreats/1401');
  await expect(page.getByRole('definition').filter({ hasText: /^4$/ })).toBeVisible();
});
