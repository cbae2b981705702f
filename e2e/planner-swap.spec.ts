import { expect, test } from './fixtures';
import { dayKcal, foodReceived, openPlanner } from './planner-support';

test('swap offers at least three similar breakfasts and replaces the oats', async ({ page }) => {
  await openPlanner(page);
  await page.getByRole('button', { name: 'Swap Overnight oats with berries' }).click();
  const dialog = page.getByRole('dialog', { name: 'Swap Overnight oats with berries' });
  const swaps = dialog.getByRole('list', { name: 'Swaps' });
  await expect(swaps.getByRole('listitem').first()).toBeVisible();
  expect(await swaps.getByRole('listitem').count()).toBeGreaterThanOrEqual(3);
  expect((await foodReceived(page, 'swap_search')).length).toBe(1);

  await swaps.getByRole('button', { name: 'Swap to Spinach and feta omelette' }).click();
  await expect(dialog).toBeHidden();
  const breakfast = page.getByRole('region', { name: 'Breakfast' });
  await expect(breakfast.getByRole('link', { name: 'Spinach and feta omelette' })).toBeVisible();
  await expect(breakfast.getByText('Overnight oats with berries')).toHaveCount(0);
  await expect(dayKcal(page)).toHaveText('600 of 1,800 kcal · 1,200 left');
  await page.reload();
  await expect(breakfast.getByRole('link', { name: 'Spinach and feta omelette' })).toBeVisible();
});
