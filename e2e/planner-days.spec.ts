import { expect, test } from './fixtures';
import { openPlanner } from './planner-support';

test('today saved as a template and loaded into tomorrow', async ({ page }) => {
  await openPlanner(page);
  await page.getByRole('button', { name: 'Save, load or copy this day' }).click();
  const tools = page.getByRole('dialog', { name: 'Day tools' });
  await tools.getByRole('button', { name: 'Save day' }).click();
  await expect(tools.getByRole('alert')).toHaveText('Please name this day.');
  await tools.getByLabel('Name').fill('Training day');
  await tools.getByRole('button', { name: 'Save day' }).click();
  await expect(tools.getByRole('region', { name: 'Saved days' })).toContainText('Training day');
  await tools.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('link', { name: 'Next day' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tomorrow' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Breakfast' })).toContainText(
    'Nothing planned yet.',
  );
  await page.getByRole('button', { name: 'Save, load or copy this day' }).click();
  await page.getByRole('button', { name: 'Load Training day into tomorrow' }).click();
  await expect(page.getByRole('dialog', { name: 'Day tools' })).toBeHidden();
  await expect(
    page
      .getByRole('region', { name: 'Breakfast' })
      .getByRole('link', { name: 'Overnight oats with berries' }),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Lunch' }).getByRole('link', { name: 'Green goddess salad' }),
  ).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Workouts' })
      .getByRole('link', { name: '20-minute full body HIIT' }),
  ).toBeVisible();
});

test("the day's ingredients go to a shopping list in one step", async ({ page }) => {
  await openPlanner(page);
  await page.getByRole('button', { name: 'Ingredients for this day' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ingredients for this day' });
  await expect(dialog.getByRole('list', { name: 'Ingredients' })).toContainText('50 g Rolled oats');
  await expect(dialog.getByRole('list', { name: 'Ingredients' })).toContainText(
    '100 g Edamame beans',
  );
  await dialog.getByRole('button', { name: 'Add all to a shopping list' }).click();
  const lists = page.getByRole('dialog', { name: 'Add to shopping list' });
  await lists.getByRole('radio', { name: 'Weekly shop' }).check();
  await lists.getByRole('button', { name: 'Add to list' }).click();
  await expect(lists).toBeHidden();
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          (
            window.__mock?.db() as { shoppingLists: { list_id: number; items: string[] }[] }
          ).shoppingLists.find((list) => list.list_id === 1)?.items ?? [],
      ),
    )
    .toEqual(expect.arrayContaining(['50 g Rolled oats', '100 g Edamame beans']));
});
