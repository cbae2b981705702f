import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { mockReady } from './support';

/** Issue 17, the shop: products, notify me, the basket across reloads and checkout to an order. */

interface ShopDb {
  shopStockNotices: { product_id: number; email: string }[];
  shopOrders: {
    order_number: string;
    email: string;
    total: number;
    items: { product_id: number; quantity: number }[];
  }[];
}

const shopDb = (page: Page) => page.evaluate(() => window.__mock?.db() as ShopDb);

test.beforeEach(async ({ context }) => {
  await context.addCookies([
    { name: 'cookie_consent_user_accepted', value: 'false', url: 'http://127.0.0.1' },
  ]);
});

test('a visitor sees products 7001 to 7003 with their prices and asks to hear when the yoga mat is back', async ({
  page,
}) => {
  await page.goto('/shop');
  await mockReady(page);
  await expect(page.getByRole('heading', { name: 'Shop', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Equipment' }).click();
  await expect(page).toHaveURL(/\/shop\/1$/);
  const grid = page
    .getByRole('list')
    .filter({ has: page.getByRole('link', { name: /Kettlebell/ }) });
  await expect(grid.getByRole('link', { name: /Resistance band set.*£14\.99/ })).toBeVisible();
  await expect(grid.getByRole('link', { name: /Yoga mat.*£24\.99.*Out of stock/ })).toBeVisible();
  await expect(grid.getByRole('link', { name: /Kettlebell 8 kg.*£29\.99/ })).toBeVisible();

  await page.getByLabel('Sort by').selectOption('price_desc');
  await expect(grid.getByRole('link').first()).toContainText('Kettlebell 8 kg');

  await grid.getByRole('link', { name: /Yoga mat/ }).click();
  await expect(page).toHaveURL(/\/shop\/product\/7002$/);
  await expect(page).toHaveTitle('Yoga mat | RWL shop');
  await expect(page.getByRole('button', { name: 'Add to basket' })).toHaveCount(0);
  const notify = page.getByRole('form', { name: 'Notify me' });
  await notify.getByLabel('Email').fill('not-an-email');
  await notify.getByRole('button', { name: 'Notify me' }).click();
  await expect(notify.getByText('Please enter a valid email address.')).toBeVisible();
  expect((await shopDb(page)).shopStockNotices).toEqual([]);
  await notify.getByLabel('Email').fill('mat.fan@example.com');
  await notify.getByRole('button', { name: 'Notify me' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: "We'll email you when it is back in stock" }),
  ).toBeVisible();
  expect((await shopDb(page)).shopStockNotices).toEqual([
    { product_id: 7002, email: 'mat.fan@example.com' },
  ]);
});

test('two resistance band sets stay in the basket across a reload, total £29.98, and check out to an order number', async ({
  page,
}) => {
  const checkouts: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('product_checkout')) checkouts.push(request.url());
  });
  await page.goto('/shop/product/7001');
  await mockReady(page);
  await expect(page.getByRole('heading', { name: 'Resistance band set' })).toBeVisible();
  await page.getByLabel('Quantity').fill('0');
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByText('Please choose a quantity from 1 to 10.')).toBeVisible();
  await page.getByLabel('Quantity').fill('2');
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByRole('link', { name: 'Basket (2 items)' })).toBeVisible();

  // The header counts it too (visitors included).
  await expect(page.getByRole('link', { name: 'Basket, 2 items' })).toHaveAttribute(
    'href',
    '/checkout',
  );
  await page.reload();
  await expect(page.getByRole('link', { name: 'Basket (2 items)' })).toBeVisible();
  await page.getByRole('link', { name: 'Basket (2 items)' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId('basket-total')).toHaveText('£29.98');

  // Bad input: a message beside each field, and nothing is sent.
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  const delivery = page.getByRole('form', { name: 'Delivery' });
  for (const message of [
    'Please enter a valid email address.',
    'First name is required.',
    'Address is required.',
    'Please choose a county.',
    'Please enter a valid UK postcode.',
  ]) {
    await expect(delivery.getByText(message)).toBeVisible();
  }
  await expect(delivery.getByLabel('Email')).toBeFocused();
  await delivery.getByLabel('Email').fill('ada.shopper@example.com');
  await delivery.getByLabel('First name').fill('Ada');
  await delivery.getByLabel('Last name').fill('Lovelace');
  await delivery.getByLabel('Address line 1').fill('1 High Street');
  await delivery.getByLabel('Town or city').fill('Leeds');
  await delivery.getByLabel('County').selectOption('West Yorkshire');
  await delivery.getByLabel('Postcode').fill('90210');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(delivery.getByText('Please enter a valid UK postcode.')).toBeVisible();
  expect(checkouts).toEqual([]);
  await delivery.getByLabel('Postcode').fill('LS1 4AP');
  await page.getByRole('button', { name: 'Continue to payment' }).click();

  // A declined card keeps the basket and the address.
  const card = page.getByRole('form', { name: 'Card details' });
  await card.getByLabel('Card number').fill('4000000000000002');
  await card
    .getByLabel('Expiry date (MM/YY)')
    .fill(`12/${String(new Date().getFullYear() + 2).slice(2)}`);
  await card.getByLabel('CVV').fill('123');
  await card.getByRole('button', { name: 'Pay £29.98' }).click();
  const alert = page.getByRole('dialog', { name: 'Alert' });
  await expect(alert).toContainText('Your card was declined.');
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('basket-total')).toHaveText('£29.98');
  await expect(
    page.getByText(/Delivering to Ada Lovelace, 1 High Street, Leeds LS1 4AP/),
  ).toBeVisible();

  // The card form asks for the card again (nothing of it is kept).
  await card.getByLabel('Card number').fill('4242424242424242');
  await card
    .getByLabel('Expiry date (MM/YY)')
    .fill(`12/${String(new Date().getFullYear() + 2).slice(2)}`);
  await card.getByLabel('CVV').fill('123');
  await card.getByRole('button', { name: 'Pay £29.98' }).click();
  await expect(page).toHaveURL(/\/order\/thank-you\?order=RWL-\d+$/);
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  const orderNumber = page.getByRole('definition');
  await expect(page.getByRole('term')).toHaveText('Order number');
  await expect(orderNumber).toHaveText(/^RWL-\d+$/);
  const [order] = (await shopDb(page)).shopOrders;
  expect(order).toMatchObject({
    email: 'ada.shopper@example.com',
    total: 29.98,
    items: [{ product_id: 7001, quantity: 2 }],
  });
  await expect(orderNumber).toHaveText(order?.order_number ?? '');
  expect(JSON.stringify(await shopDb(page))).not.toContain('4242424242424242');

  // The basket is empty afterwards, also after a reload.
  await page.goto('/checkout');
  await expect(page.getByText('Your basket is empty.')).toBeVisible();
});

test('a member checks out by wallet with the account email, and the header counts the basket', async ({
  page,
}) => {
  await page.goto('/login');
  await mockReady(page);
  await page.getByLabel('Email').fill('free@example.com');
  await page.getByLabel('Password').fill('Password1!');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/home/);
  await page.goto('/shop/product/7003');
  await page.getByRole('button', { name: 'Add to basket' }).click();
  // The shop keeps the member header: its basket icon counts the product.
  await expect(page.getByRole('link', { name: 'Basket, 1 item', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'My Dashboard' })).toHaveCount(0);
  await page.goto('/home');
  await expect(page.getByRole('link', { name: 'Basket, 1 item', exact: true })).toHaveAttribute(
    'href',
    '/checkout',
  );
  await page.getByRole('link', { name: 'Basket, 1 item', exact: true }).click();
  const delivery = page.getByRole('form', { name: 'Delivery' });
  await expect(delivery.getByLabel('Email')).toHaveCount(0);
  await expect(delivery.getByLabel('First name')).toHaveValue('Fiona');
  await delivery.getByLabel('Address line 1').fill('2 Station Road');
  await delivery.getByLabel('Town or city').fill('Bristol');
  await delivery.getByLabel('County').selectOption('Bristol');
  await delivery.getByLabel('Postcode').fill('BS1 4DJ');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  // The member pays with the (simulated) wallet instead of a card.
  await page.getByRole('radio', { name: /Google Pay|Apple Pay/ }).check();
  await page.getByRole('button', { name: 'Pay £29.99 with wallet' }).click();
  const sheet = page.getByRole('dialog', { name: /Google Pay|Apple Pay/ });
  await expect(sheet).toContainText('£29.99');
  await sheet.getByRole('button', { name: /^Pay with/ }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  const [order] = (await shopDb(page)).shopOrders;
  expect(order).toMatchObject({ email: 'free@example.com', total: 29.99 });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('with something in the basket the header stays within the screen', async ({ page }) => {
    await page.goto('/shop/product/7001');
    await page.getByRole('button', { name: 'Add to basket' }).click();
    const account = page.getByRole('navigation', { name: 'Account' });
    await expect(account.getByRole('link', { name: 'Basket, 1 item' })).toBeVisible();
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
      innerWidth: window.innerWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    await expect(account.getByRole('link', { name: 'Start free trial' })).toBeInViewport({
      ratio: 1,
    });
  });

  test('/checkout loaded afresh opens at its top, not where the product page was left', async ({
    page,
  }) => {
    await page.goto('/shop/product/7001');
    await page.getByRole('button', { name: 'Add to basket' }).click();
    await expect(page.getByRole('link', { name: 'Basket (1 item)' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    // The address typed (a full page load): the basket shows first.
    await page.goto('/checkout');
    await expect(page.getByRole('heading', { name: 'Your basket' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // A reload keeps its place.
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Your basket' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
  });
});
