import { expect, test } from './fixtures';
import { signIn } from './support';
import { quietShell } from './shell-support';

test('the five-step tour shows once, with Back, Next and Skip all', async ({ page }) => {
  await quietShell(page, { tour: true });
  await signIn(page, 'premium@example.com');
  await page.goto('/home');
  // The member home has no pin and no programme filter: those steps are skipped (issue 18).
  const tour = page.getByRole('dialog', { name: 'Your inbox' });
  await expect(tour).toContainText('Step 1 of 3');
  await tour.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toContainText('Step 2 of 3');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('dialog', { name: 'Your account' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
  await page.getByRole('button', { name: 'Skip all' }).click();
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('onboarding_tour_done'))).toBe('1');

  // The page's clock is moved past the tour's start (1.2 s after /home loads) instead of waiting.
  await page.clock.install();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Hello, Priya' })).toBeVisible();
  await page.clock.fastForward(2000);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  await expect(page.getByText('Step 1 of 5')).toHaveCount(0);
  // premium@example.com has is_showglobalsearch 0: no global search box.
  await expect(
    page.getByRole('searchbox', { name: 'Search workouts, recipes and resources' }),
  ).toHaveCount(0);
});

test('global search opens explore; the filter panel needs one filter before Apply', async ({
  page,
}) => {
  await quietShell(page);
  await signIn(page, 'free@example.com');
  await page.goto('/home');
  await page.getByRole('searchbox', { name: 'Search workouts, recipes and resources' }).click();
  await expect(page).toHaveURL(/\/home\/explore\?search_screen=1&clicked=1$/);
  const search = page.getByRole('searchbox', { name: 'Search', exact: true });
  await expect(search).toBeFocused();

  await page.getByRole('tab', { name: 'Recipes' }).click();
  await search.fill('oats');
  const results = page.getByRole('tabpanel', { name: 'Recipes' }).getByRole('listitem');
  await expect(results).toHaveCount(1);
  await expect(results.first()).toContainText('Overnight oats with berries');
  await search.fill('');
  await page.getByRole('tab', { name: 'Workouts' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Workouts' }).getByRole('listitem')).toHaveCount(
    4,
  );
  // A broken picture falls back to the placeholder.
  await expect(page.locator('img[src="/images/placeholder.svg"]').first()).toBeVisible();

  await page.getByRole('button', { name: 'Filter' }).click();
  const panel = page.getByRole('dialog', { name: 'Filter' });
  const apply = panel.getByRole('button', { name: 'Apply' });
  await expect(apply).toBeDisabled();
  await expect(panel.getByText('Select at least one filter')).toBeVisible();
  await expect(panel.getByTitle('Select minimum 1 filter')).toBeVisible();
  await expect(panel.getByRole('checkbox', { name: 'Archived' })).toHaveCount(0);

  await panel.getByLabel('Search filters').fill('dumb');
  await expect(panel.getByRole('checkbox')).toHaveCount(1);
  await panel.getByLabel('Search filters').fill('');
  await panel.getByRole('button', { name: 'Duration' }).click();
  await expect(panel.getByRole('checkbox', { name: 'Under 20 minutes' })).toBeHidden();
  await panel.getByRole('button', { name: 'Duration' }).click();
  await expect(panel.getByRole('checkbox', { name: 'Under 20 minutes' })).toBeVisible();

  await panel.getByRole('checkbox', { name: 'Strength' }).check();
  await expect(apply).toBeEnabled();
  await panel.getByRole('button', { name: 'Clear' }).click();
  await expect(panel.getByRole('checkbox', { name: 'Strength' })).not.toBeChecked();
  await expect(apply).toBeDisabled();
  await panel.getByRole('checkbox', { name: 'Strength' }).check();
  await apply.click();
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: 'Filter (1 selected)' })).toBeVisible();
  const filtered = page.getByRole('tabpanel', { name: 'Workouts' }).getByRole('listitem');
  await expect(filtered).toHaveCount(2);
  await expect(filtered.nth(0)).toContainText('Core and glutes burner');
});
