import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logIn, signIn } from './support';
import { quietShell } from './shell-support';

interface MockDb {
  shoppingLists: { list_id: number; user_id: number; title: string; items: string[] }[];
  plannerAdditions: { user_id: number; recipe_id: number; date: string; meal_type: string }[];
  recipeFavourites: { user_id: number; recipe_id: number }[];
}

async function mockDb(page: Page): Promise<MockDb> {
  return page.evaluate(() => window.__mock?.db() as MockDb);
}

function journeys() {
  test.beforeEach(async ({ page }) => {
    await quietShell(page);
  });

  test('recipe search, tag filter and favourite surviving a reload', async ({ page }) => {
    await signIn(page, 'premium@example.com');
    await page.goto('/home/recipes');
    const list = page.getByRole('list', { name: 'Recipes' });
    await expect(list.getByRole('link', { name: /Overnight oats with berries/ })).toBeVisible();
    await expect(page.getByText('15 recipes')).toBeVisible();

    await page.getByLabel('Search recipes').fill('salmon');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list).toContainText('Salmon with sweet potato wedges');
    await page.getByLabel('Search recipes').fill('');
    await expect(page.getByText('15 recipes')).toBeVisible();

    await page.getByRole('button', { name: /^Filter/ }).click();
    const panel = page.getByRole('dialog', { name: 'Filter' });
    await panel.getByRole('checkbox', { name: 'Breakfast' }).check();
    await panel.getByRole('checkbox', { name: 'Vegetarian' }).check();
    await panel.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('4 recipes')).toBeVisible();
    await expect(list).toContainText('Overnight oats with berries');
    await expect(list).not.toContainText('Chicken and chickpea traybake');
    await page.getByRole('button', { name: 'Clear filters (2)' }).click();
    await expect(page.getByText('15 recipes')).toBeVisible();

    await page.getByRole('button', { name: 'Favourite Green goddess salad' }).click();
    await expect(
      page.getByRole('button', { name: 'Favourite Green goddess salad' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await page.getByRole('button', { name: 'Favourites only' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(
      page.getByRole('button', { name: 'Favourite Green goddess salad' }),
    ).toHaveAttribute('aria-pressed', 'true');
    const db = await mockDb(page);
    // premium@example.com (user 102) kept one favourite; other members' favourites are theirs.
    expect(
      db.recipeFavourites.filter((entry) => entry.user_id === 102).map((entry) => entry.recipe_id),
    ).toEqual([2003]);
  });

  test('a recipe scaled, added to a shopping list and to the planner', async ({ page }) => {
    await signIn(page, 'premium@example.com');
    await page.goto('/home/recipes/2001');
    await expect(
      page.getByRole('heading', { name: 'Overnight oats with berries', level: 1 }),
    ).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: '320 kcal' })).toBeVisible();
    const ingredients = page.getByRole('region', { name: 'Ingredients' });
    await expect(ingredients).toContainText('50 g Rolled oats');
    await page.getByRole('button', { name: 'More servings' }).click();
    await expect(ingredients).toContainText('100 g Rolled oats');
    await expect(page.getByRole('region', { name: 'Method' }).getByRole('listitem')).toHaveCount(3);

    await page.getByRole('button', { name: 'Add to shopping list' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to shopping list' });
    await dialog.getByRole('radio', { name: 'New list' }).check();
    await dialog.getByRole('button', { name: 'Add to list' }).click();
    await expect(dialog.getByText('Please enter a name for your shopping list.')).toBeVisible();
    await dialog.getByLabel('List name').fill('Breakfasts');
    await dialog.getByRole('button', { name: 'Add to list' }).click();
    await expect(page.getByText('Added to Breakfasts.')).toBeVisible();
    let db = await mockDb(page);
    const created = db.shoppingLists.find((list) => list.title === 'Breakfasts');
    expect(created?.items).toContain('100 g Rolled oats');
    expect(created?.items).toContain('160 g Mixed berries');

    await page.getByRole('button', { name: 'Add to planner' }).click();
    const planner = page.getByRole('dialog', { name: 'Add to planner' });
    await planner.getByLabel('Day').selectOption({ label: 'Tomorrow' });
    await planner.getByLabel('Meal').selectOption({ label: 'Snack' });
    await planner.getByRole('button', { name: 'Add to planner' }).click();
    await expect(
      page.getByText('Overnight oats with berries added to your planner for snack.'),
    ).toBeVisible();
    db = await mockDb(page);
    const added = db.plannerAdditions.at(-1);
    expect(added?.recipe_id).toBe(2001);
    expect(added?.meal_type).toBe('snack');
    expect(added?.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  test('a failing recipe shows the server message', async ({ page }) => {
    await logIn(page, 'premium@example.com');
    await page.evaluate(() =>
      window.__mock?.fail('recipes/recipe_details', 'Recipes are resting.'),
    );
    await page.goto('/home/recipes/2002');
    await expect(page.getByRole('alert').filter({ hasText: 'Recipes are resting.' })).toBeVisible();
    await page.evaluate(() => window.__mock?.clearFailures());
  });

  test('meal plan 5001: seven days, meals linking to recipes, a day to the planner, the plan to a list', async ({
    page,
  }) => {
    await signIn(page, 'premium@example.com');
    await page.goto('/home/mealplan/5001');
    await expect(
      page.getByRole('heading', { name: '7-day balanced plan', level: 1 }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^Day \d$/ })).toHaveCount(7);
    const day1 = page.getByRole('region', { name: 'Day 1' });
    await expect(day1.getByRole('link')).toHaveCount(4);
    await expect(day1).toContainText('1230 kcal');

    await day1.getByRole('button', { name: 'Add day 1 to planner' }).click();
    await page
      .getByRole('dialog', { name: 'Add day 1 to planner' })
      .getByRole('button', { name: 'Add to planner' })
      .click();
    await expect(page.getByText('Day 1 added to your planner.')).toBeVisible();
    let db = await mockDb(page);
    expect(db.plannerAdditions.slice(-4).map((entry) => entry.meal_type)).toEqual([
      'breakfast',
      'lunch',
      'dinner',
      'snack',
    ]);

    await page.getByRole('button', { name: 'Shopping list for the whole plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to shopping list' });
    await dialog.getByRole('radio', { name: 'Weekly shop' }).check();
    await dialog.getByRole('button', { name: 'Add to list' }).click();
    await expect(page.getByText('Added to Weekly shop.')).toBeVisible();
    db = await mockDb(page);
    expect(db.shoppingLists.find((list) => list.list_id === 1)?.items).toContain(
      '400 g Sweet potatoes',
    );

    await day1.getByRole('link', { name: /Overnight oats with berries/ }).click();
    await expect(page).toHaveURL(/\/home\/recipes\/2001$/);
  });

  test('public /recipes/2001 for a visitor: a preview with a sign-up call to action', async ({
    page,
  }) => {
    await page.goto('/recipes/2001');
    await expect(
      page.getByRole('heading', { name: 'Overnight oats with berries', level: 1 }),
    ).toBeVisible();
    await expect(page.getByText('50 g Rolled oats')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Method' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Start your free trial' }).click();
    await expect(page).toHaveURL(/\/reg1/);
  });
}

test.describe('content: recipes and meal plans (desktop)', () => {
  journeys();
});

// The recipe and meal plan screens' phone walk: e2e/content-home.spec.ts (320 px) and
// e2e/phone-overflow.spec.ts.
