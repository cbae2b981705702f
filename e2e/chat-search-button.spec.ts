import { expect, test } from './fixtures';
import { PREMIUM, logInTo } from './chat-support';

test('search by button: workouts by name, an empty search, then a recipe opened from its tab', async ({
  page,
}) => {
  await logInTo(page, PREMIUM);
  await page.goto('/home/searchbutton');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Search', level: 1 })).toBeVisible();

  // Workouts first: the list, then a search by name.
  const workouts = main.getByRole('tab', { name: 'Workouts' });
  await expect(workouts).toHaveAttribute('aria-selected', 'true');
  const panel = main.getByRole('tabpanel', { name: 'Workouts' });
  await expect(panel.getByRole('link', { name: /20-minute full body HIIT/ })).toBeVisible();
  const search = main.getByRole('searchbox', { name: 'Search workouts' });
  await search.fill('toning');
  await expect(panel.getByRole('link', { name: /Low-impact toning/ })).toBeVisible();
  await expect(panel.getByRole('link', { name: /20-minute full body HIIT/ })).toHaveCount(0);
  await search.fill('no such workout');
  await expect(panel.getByText('No workouts found.')).toBeVisible();

  // Recipes: the box follows the tab; a recipe opens its page.
  await search.fill('');
  await main.getByRole('tab', { name: 'Recipes' }).click();
  await expect(main.getByRole('searchbox', { name: 'Search recipes' })).toBeVisible();
  const recipes = main.getByRole('tabpanel', { name: 'Recipes' });
  await recipes.getByRole('link', { name: /Overnight oats with berries/ }).click();
  await expect(page).toHaveURL(/\/home\/recipes\/2001$/);
});
