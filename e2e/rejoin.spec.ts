import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { payments, quiet } from './plans-support';
import { logIn, signIn } from './support';

/**
 * Issue 33, rejoin: a former member (lapsed@example.com, whose Premium Monthly plan lapsed;
 * cancelled@example.com, who cancelled Premium Annual) signs in, is led to /rejoin, is offered
 * their old plan and the current offers, pays through the checkout (card, 3-D Secure, wallet,
 * saved card) and is Premium again with their planner, playlists, favourites and community.
 */

interface MockUserRow {
  email: string;
  type: number;
  current_plan_id: number;
  sub_plan_id: number;
  cancel_subscription?: number;
}

function storedUser(page: Page, email: string): Promise<MockUserRow | undefined> {
  return page.evaluate(
    (wanted) =>
      (window.__mock?.db() as { users: MockUserRow[] }).users.find((user) => user.email === wanted),
    email,
  );
}

async function payByCard(page: Page, number: string, button: string): Promise<void> {
  const card = page.getByRole('dialog', { name: 'Card details' });
  await card.getByLabel('Card number').fill(number);
  await card.getByLabel('Expiry month').selectOption('12');
  await card.getByLabel('Expiry year').selectOption(String(new Date().getFullYear() + 2));
  await card.getByLabel('CVV').fill('123');
  await card.getByRole('button', { name: button }).click();
}

/** The congratulations popup, then its button: no pinned page, so /rejoin reloads, welcoming back. */
async function welcomedBack(page: Page, name: string): Promise<void> {
  const success = page.getByRole('dialog', { name: 'Success' });
  await expect(success).toContainText('Congratulations, your payment was successful!');
  await success.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/rejoin$/);
  await expect(
    page.getByRole('heading', { level: 1, name: `Welcome back, ${name}!` }),
  ).toBeVisible();
  await expect(page.getByText('You are Premium again.')).toBeVisible();
}

test('a lapsed member signs in, is led to /rejoin and rejoins on their old plan by card', async ({
  page,
}) => {
  await quiet(page);
  await page.goto('/login');
  await logIn(page, 'lapsed@example.com');
  await expect(page).toHaveURL(/\/rejoin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Laura' })).toBeVisible();
  await expect(page.getByText(/Your Premium Monthly plan has lapsed\./)).toBeVisible();
  await expect(
    page.getByRole('group', { name: 'Your old plan' }).getByRole('radio', { name: /^Monthly/ }),
  ).toBeChecked();
  await expect(page.getByRole('heading', { name: 'Current offers' })).toBeVisible();

  await page.getByRole('button', { name: 'Rejoin for £19.99' }).click();
  await payByCard(page, '4242424242424242', 'Pay £19.99 today');
  await welcomedBack(page, 'Laura');
  const sent = (await payments(page)).filter((payment) => payment.path.includes('do_upgrade'));
  expect(sent.map((payment) => payment.result)).toEqual(['ok']);
  expect(sent[0]?.body).toMatchObject({
    plan_id: 3,
    sub_plan_id: 1,
    recurly_token: 'mock_ok_Visa_4242',
  });
  expect(await storedUser(page, 'lapsed@example.com')).toMatchObject({
    type: 2,
    current_plan_id: 3,
    sub_plan_id: 1,
  });
});

test('a lapsed member rejoins on the current offer, paying a card their bank confirms with 3-D Secure', async ({
  page,
}) => {
  await quiet(page);
  await signIn(page, 'lapsed@example.com');
  await page.goto('/rejoin');
  const offer = page
    .getByRole('group', { name: 'Current offers' })
    .getByRole('radio', { name: 'Premium annual, £99.99' });
  await offer.check();
  // The choice survives a reload.
  await page.reload();
  await expect(offer).toBeChecked();

  await page.getByRole('button', { name: 'Rejoin for £99.99' }).click();
  await payByCard(page, '4000002760003184', 'Pay £99.99 today');
  const bank = page.getByRole('dialog', { name: 'Bank authentication' });
  await expect(bank).toBeVisible();
  await page
    .frameLocator('iframe[title="3-D Secure authentication"]')
    .getByRole('button', { name: 'Complete authentication' })
    .click();
  await welcomedBack(page, 'Laura');
  const sent = (await payments(page)).filter((payment) => payment.path.includes('do_upgrade'));
  expect(sent.map((payment) => payment.result)).toEqual(['3ds_required', 'ok']);
  expect(sent[1]?.body).toMatchObject({
    plan_id: 16,
    sub_plan_id: 74,
    is_offer_plan: 1,
    offer_id: 3,
    recurly_token: 'mock_3ds_Visa_3184',
  });
  expect(String(sent[1]?.body.three_d_secure_action_result_token_id)).toMatch(/^3ds_result_/);
});

test('rejoined by wallet, the member finds their planner, playlist, favourite recipe and community post intact', async ({
  page,
}) => {
  await quiet(page);
  await signIn(page, 'lapsed@example.com');
  await page.goto('/rejoin');
  await page.getByRole('radio', { name: 'Google Pay' }).check();
  await page.getByRole('button', { name: 'Rejoin for £19.99' }).click();
  await page
    .getByRole('dialog', { name: 'Google Pay' })
    .getByRole('button', { name: 'Pay with Google Pay' })
    .click();
  await welcomedBack(page, 'Laura');
  expect((await payments(page)).at(-1)?.body).toMatchObject({
    plan_id: 3,
    sub_plan_id: 1,
    is_apple_pay: '1',
  });

  const kept = page.getByRole('navigation', { name: 'Your things' });
  await kept.getByRole('link', { name: 'Your planner' }).click();
  await expect(
    page
      .getByRole('region', { name: 'Breakfast' })
      .getByRole('link', { name: 'Overnight oats with berries' }),
  ).toBeVisible();

  await page.goto('/rejoin');
  await page
    .getByRole('navigation', { name: 'Your things' })
    .getByRole('link', { name: 'Your playlists' })
    .click();
  await page.getByRole('link', { name: 'Laura’s morning mix' }).click();
  await expect(
    page.getByRole('list', { name: 'Videos in this playlist' }).getByRole('listitem'),
  ).toHaveCount(2);

  await page.goto('/rejoin');
  await page
    .getByRole('navigation', { name: 'Your things' })
    .getByRole('link', { name: 'Your favourite recipes' })
    .click();
  await expect(page.getByRole('button', { name: 'Favourite Green goddess salad' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.goto('/home/community/2');
  await expect(page.getByText('Back on the shred after a break.', { exact: false })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a cancelled member walks through /rejoin at 390 px and rejoins with their saved card', async ({
    page,
  }) => {
    await quiet(page);
    await page.goto('/rejoin');
    // A visitor signs in on the page itself.
    await expect(page.getByRole('heading', { level: 1, name: 'Rejoin RWL' })).toBeVisible();
    await page.getByLabel('Email').fill('cancelled@example.com');
    await page.getByLabel('Password').fill('Password1!');
    await page.getByRole('button', { name: 'Log in to rejoin' }).click();
    await expect(page.getByText(/You cancelled your Premium Annual plan\./)).toBeVisible();
    const sideways = () =>
      page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(await sideways()).toBe(false);

    await expect(page.getByRole('radio', { name: 'Saved card: Visa ending 4242' })).toBeChecked();
    const rejoin = page.getByRole('button', { name: 'Rejoin for £119.99' });
    await rejoin.scrollIntoViewIfNeeded();
    await expect(rejoin).toBeInViewport();
    await rejoin.click();
    await expect(page.getByRole('dialog', { name: 'Card details' })).toHaveCount(0);
    await welcomedBack(page, 'Carys');
    expect(await sideways()).toBe(false);
    const last = (await payments(page)).at(-1)?.body;
    expect(last).toMatchObject({ plan_id: 3, sub_plan_id: 12, is_apple_pay: '2' });
    expect(last).not.toHaveProperty('recurly_token');
    expect(await storedUser(page, 'cancelled@example.com')).toMatchObject({
      type: 2,
      cancel_subscription: 0,
    });
  });
});
