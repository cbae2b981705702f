import { expect, test } from './fixtures';
import { DESKTOP, mainNav, subNav } from './content-support';
import { quietShell } from './shell-support';
import { signIn } from './support';

/**
 * Issue 31, a member's day, on a desktop, as one walk through the product: only the first address
 * is typed, everything after is a link, a tab of the navigation or a button. Today's workout from
 * the home, lunch logged in the planner, a recipe's ingredients to a shopping list opened from the
 * confirmation, a class booked from a professional's page, and a message to a person found in the
 * community.
 */
test.use({ viewport: DESKTOP });

test('a member’s day: workout, lunch, shopping list, a class, a message, without typing an address', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await quietShell(page);
  await signIn(page, 'premium@example.com');
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Priya' })).toBeVisible();
  const nav = mainNav(page, false);

  // Today's workout, from the home's card.
  await page
    .getByRole('article', { name: /workout/i })
    .getByRole('link', { name: 'Start 20-minute full body HIIT' })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: '20-minute full body HIIT' }),
  ).toBeVisible();

  // Lunch logged in the planner: a banana found in the food search.
  await nav.getByRole('link', { name: 'Food', exact: true }).click();
  await subNav(page, 'Food').getByRole('link', { name: 'Planner' }).click();
  const lunch = page.getByRole('region', { name: 'Lunch' });
  await expect(lunch).toBeVisible();
  await page.getByRole('button', { name: 'Add to lunch' }).click();
  const food = page.getByRole('dialog', { name: 'Add to lunch' });
  await food.getByLabel('Search foods').pressSequentially('banana');
  await food
    .getByRole('list', { name: 'Foods found' })
    .getByRole('button', { name: /Banana, medium \(118 g\)/ })
    .click();
  await food.getByRole('button', { name: 'Add to lunch' }).click();
  await expect(food).toBeHidden();
  await expect(lunch.getByText('Banana, medium (118 g)')).toBeVisible();

  // A recipe's ingredients to a shopping list, the list opened from the confirmation.
  await subNav(page, 'Food').getByRole('link', { name: 'Recipes' }).click();
  await page.getByRole('link', { name: 'Overnight oats with berries' }).first().click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Overnight oats with berries' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Add to shopping list' }).click();
  const lists = page.getByRole('dialog', { name: 'Add to shopping list' });
  await lists.getByRole('radio', { name: 'Weekly shop' }).check();
  await lists.getByRole('button', { name: 'Add to list' }).click();
  const added = page.getByRole('status').filter({ hasText: 'Added to Weekly shop.' });
  await added.getByRole('link', { name: 'Open the list' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Weekly shop' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: '50 g Rolled oats' })).toBeVisible();

  // A class booked from a professional's page: the basket count rises at once.
  await nav.getByRole('link', { name: 'Workouts', exact: true }).click();
  await subNav(page, 'Workouts').getByRole('link', { name: 'Professionals' }).click();
  await page.getByRole('link', { name: 'Rachel Adams' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rachel Adams' })).toBeVisible();
  await page
    .getByRole('region', { name: 'Classes' })
    .getByRole('button', { name: 'Book 4 live HIIT classes' })
    .click();
  await expect(
    page.getByRole('status').filter({ hasText: /4 live HIIT classes, .+, added to your basket\./ }),
  ).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Basket, 1 item', exact: true }),
  ).toBeVisible();

  // A person found in the community: named in a comment on Sam's post, then messaged from their
  // profile.
  await nav.getByRole('link', { name: 'Community', exact: true }).click();
  await page.getByRole('link', { name: 'RWL Community', exact: true }).click();
  await page
    .getByRole('article')
    .filter({ hasText: '#summershred' })
    .getByRole('link', { name: '3 comments' })
    .click();
  await page.getByRole('link', { name: '@samgreen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sam Green' })).toBeVisible();
  await page.getByRole('link', { name: 'Message', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Sam Green' })).toBeVisible();
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill('Are you in for Monday’s session?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Are you in for Monday’s session?')).toBeVisible();
  await expect(box).toHaveValue('');
});
