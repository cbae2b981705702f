import { expect, test } from './fixtures';
import { signIn } from './support';

/**
 * Issue 31, no dead ends: what a member adds somewhere says where it went and leads there. A
 * recipe's ingredients go to a shopping list whose confirmation opens the list (and the lists
 * have their place under Food); a class plan is booked from its own Book button on a
 * professional's page, the header's basket count rising at once.
 */
test('ingredients to a shopping list opened from the confirmation; a class booked from a professional’s page', async ({
  page,
}) => {
  await signIn(page, 'premium@example.com');
  await page.goto('/home/recipes/2001');
  await expect(
    page.getByRole('heading', { name: 'Overnight oats with berries', level: 1 }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Add to shopping list' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to shopping list' });
  await dialog.getByRole('radio', { name: 'Weekly shop' }).check();
  await dialog.getByRole('button', { name: 'Add to list' }).click();
  const toast = page.getByRole('status').filter({ hasText: 'Added to Weekly shop.' });
  await expect(toast).toBeVisible();
  await toast.getByRole('link', { name: 'Open the list' }).click();
  await expect(page).toHaveURL(/\/home\/shoppinglist\/1$/);
  await expect(page.getByRole('heading', { name: 'Weekly shop', level: 1 })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: '50 g Rolled oats' })).toBeVisible();
  await page.getByRole('link', { name: 'All shopping lists' }).click();
  await expect(page.getByRole('heading', { name: 'Shopping lists', level: 1 })).toBeVisible();

  await page.goto('/home/rwlpros/901');
  const classes = page.getByRole('region', { name: 'Classes' });
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Basket', exact: true }),
  ).toBeVisible();
  await classes.getByRole('button', { name: 'Book 4 live HIIT classes' }).click();
  const booked = page
    .getByRole('status')
    .filter({ hasText: /4 live HIIT classes, .+, added to your basket\./ });
  await expect(booked).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Basket, 1 item', exact: true }),
  ).toBeVisible();
  await booked.getByRole('link', { name: 'View basket' }).click();
  await expect(page).toHaveURL(/\/rwl-coaches\/viewbasket$/);
  await expect(page.getByText('4 live HIIT classes').first()).toBeVisible();
});
