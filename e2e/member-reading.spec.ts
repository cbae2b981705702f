import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './support';
import { quietShell } from './shell-support';

/**
 * The magazine, the blog and retreats are reached from the member area (the account menu's
 * "More from RWL"), and they and the shop keep the member header for a signed-in member: no
 * swap to the public header with its My Dashboard button.
 */

/** The first page loads the member's account first: room for a busy machine. */

async function openFromAccountMenu(page: Page, name: string) {
  await page.getByLabel('Account menu').click();
  await page
    .getByRole('navigation', { name: 'More from RWL' })
    .getByRole('link', { name, exact: true })
    .click();
}

async function expectMemberHeader(page: Page) {
  const banner = page.getByRole('banner');
  await expect(banner.getByLabel('Account menu')).toBeVisible();
  await expect(banner.getByRole('link', { name: 'RWL member home' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'My Dashboard' })).toHaveCount(0);
}

test('a member walks from the member area to the magazine, the blog and retreats, and shops, under the member header', async ({
  page,
}) => {
  // Five areas, each loading its own code: room on a busy machine.
  await quietShell(page);
  await signIn(page, 'premium@example.com');
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'Hello, Priya' })).toBeVisible();

  await openFromAccountMenu(page, 'Magazine');
  await expect(page).toHaveURL(/\/magazine$/);
  await expect(page.getByRole('heading', { name: 'Magazine', level: 1 })).toBeVisible();
  await expectMemberHeader(page);

  await openFromAccountMenu(page, 'Blog');
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { name: 'Blog', level: 1 })).toBeVisible();
  await expectMemberHeader(page);

  await openFromAccountMenu(page, 'Retreats');
  await expect(page).toHaveURL(/\/retreats$/);
  await expect(page.getByRole('heading', { name: 'Retreats', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: /Cotswolds wellness weekend/ }).click();
  await expect(
    page.getByRole('heading', { name: 'Cotswolds wellness weekend', level: 1 }),
  ).toBeVisible();
  await expectMemberHeader(page);

  await openFromAccountMenu(page, 'Shop');
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByRole('heading', { name: 'Shop', level: 1 })).toBeVisible();
  await expectMemberHeader(page);
  await page.goto('/shop/product/7001');
  await expect(page.getByRole('heading', { name: 'Resistance band set', level: 1 })).toBeVisible();
  await expectMemberHeader(page);
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Basket, 1 item', exact: true }),
  ).toHaveAttribute('href', '/checkout');
});
