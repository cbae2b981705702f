import { expect, test } from './fixtures';
import { memberLogIn as logIn, payments } from './plans-support';

test('a member buys a paid programme once by card, then another by wallet', async ({ page }) => {
  await logIn(page, 'premium@example.com');
  await page.goto('/home/folder/1060');
  await expect(page.getByRole('heading', { name: 'Summer Shred' })).toBeVisible();
  // Not bought yet: the access popup offers the one-time purchase.
  const access = page.getByRole('dialog', { name: 'Alert' });
  await expect(access).toContainText("You don't have access this folder.");
  await access.getByRole('button', { name: 'Buy this programme' }).click();
  const buy = page.getByRole('button', { name: 'Buy for £9.99' });
  // The popup's answer takes the member to the purchase: focused, in view and visibly ringed.
  await expect(buy).toBeFocused();
  await expect(buy).toBeInViewport();
  expect(await buy.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid');

  // The prompt: No closes it.
  await buy.click();
  await page
    .getByRole('dialog', { name: 'Buy this item' })
    .getByRole('button', { name: 'No' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Payment method' })).toHaveCount(0);

  await buy.click();
  await expect(page.getByRole('dialog', { name: 'Buy this item' })).toContainText(
    'Would you like to buy Summer Shred for £9.99?',
  );
  await page.getByRole('button', { name: 'Yes' }).click();
  const method = page.getByRole('dialog', { name: 'Payment method' });
  await method.getByRole('radio', { name: 'Card' }).check();
  await method.getByRole('button', { name: 'Continue', exact: true }).click();
  await method.getByLabel('Card number').fill('4242424242424242');
  await method.getByLabel('Expiry month').selectOption('12');
  await method.getByLabel('Expiry year').selectOption(String(new Date().getFullYear() + 1));
  await method.getByLabel('CVV').fill('123');
  await method.getByRole('button', { name: 'Pay £9.99' }).click();
  await expect(page.getByRole('dialog', { name: 'Success' })).toContainText(
    'Congratulations, your payment was successful!',
  );
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Programme progress')).toBeVisible();
  const body = (await payments(page)).at(-1);
  expect(body).toMatchObject({
    path: 'payments/web_one_time_payment',
    body: { product_type: 'folder', product_type_id: 1060, product_price: 9.99 },
  });

  await page.goto('/home/folder/1062');
  await page
    .getByRole('dialog', { name: 'Alert' })
    .getByRole('button', { name: 'Not now' })
    .click();
  await page.getByRole('button', { name: 'Buy for £14.99' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await page
    .getByRole('dialog', { name: 'Payment method' })
    .getByRole('radio', { name: 'Google Pay' })
    .check();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Google Pay' });
  await expect(sheet).toContainText('£14.99');
  await sheet.getByRole('button', { name: 'Pay with Google Pay' }).click();
  await expect(page.getByRole('dialog', { name: 'Success' })).toContainText(
    'Congratulations, your payment was successful!',
  );
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Programme progress')).toBeVisible();
});

test('a member pins a programme page as the start page and unpins it; the user check is fetched again each time', async ({
  page,
}) => {
  await logIn(page, 'premium@example.com');
  await page.goto('/home/folder/1061');
  await expect(page.getByRole('heading', { name: 'Results with Frankie' })).toBeVisible();
  let checks = 0;
  page.on('request', (request) => {
    if (request.url().includes('user/check')) checks += 1;
  });
  const pin = page.getByRole('button', { name: 'Pin this page as my start page' });
  await expect(pin).toHaveAttribute('aria-pressed', 'false');
  await pin.click();
  await page.getByRole('dialog', { name: 'Pin page' }).getByRole('button', { name: 'Yes' }).click();
  const unpin = page.getByRole('button', { name: 'Unpin this page' });
  await expect(unpin).toHaveAttribute('aria-pressed', 'true');
  expect(checks).toBeGreaterThanOrEqual(1);
  const pinned = await page.evaluate(
    () =>
      (window.__mock?.db() as { users: { email: string; pin_screen: unknown }[] }).users.find(
        (user) => user.email === 'premium@example.com',
      )?.pin_screen,
  );
  expect(pinned).toEqual({ screen_id: '1061', screen_name: 'folder' });

  const before = checks;
  await unpin.click();
  await page
    .getByRole('dialog', { name: 'Unpin page' })
    .getByRole('button', { name: 'Yes' })
    .click();
  await expect(page.getByRole('button', { name: 'Pin this page as my start page' })).toBeVisible();
  expect(checks).toBeGreaterThan(before);
});
