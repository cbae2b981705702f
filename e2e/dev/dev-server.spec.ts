import { expect, test, type Locator, type Page } from '@playwright/test';
import { PASSWORD } from '../support';

/**
 * The app as `npm run dev` serves it: React's StrictMode runs every effect twice there, Vite
 * serves each module on its own, and nothing is prerendered. Each area's main dialog and form is
 * opened once, so the dev server and the build cannot drift apart again. One signed-in page
 * walks the areas in turn (the dev server transforms each module on first use: a fresh page per
 * area would pay for that again).
 */
test.describe.configure({ mode: 'serial' });

let page: Page;

/** A dialog that opened stays open (under StrictMode one closed itself within 0.3 s). */
async function staysOpen(dialog: Locator): Promise<void> {
  await expect(dialog).toBeVisible();
  await page.waitForTimeout(600);
  await expect(dialog).toBeVisible();
}

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage();
});

test.afterAll(async () => {
  await page.close();
});

test('landing: the lead form dialog stays open and refuses a bad email', async () => {
  await page.goto('/pages/corporate-demo');
  await page.getByRole('main').getByRole('button', { name: 'Book a demo' }).first().click();
  const lead = page.getByRole('dialog', { name: 'Leave your details' });
  await staysOpen(lead);
  await lead.getByLabel('Name').fill('Sam');
  await lead.getByLabel('Email', { exact: true }).fill('bad');
  await lead.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('dialog', { name: 'Alert' })).toContainText(
    'please enter valid email id',
  );
});

test('sign-in: the reset dialog stays open and the form signs a member in', async () => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const reset = page.getByRole('dialog', { name: 'Reset your password' });
  await staysOpen(reset);
  await reset.getByRole('button', { name: 'Close' }).click();
  await expect(reset).toBeHidden();

  await page.getByLabel('Email').fill('premium@example.com');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
});

test('planner: "Add to dinner" finds a food, and the day tools stay open', async () => {
  await page.goto('/home/dailyplanner');
  await page.getByRole('button', { name: 'Add to dinner' }).click();
  const dinner = page.getByRole('dialog', { name: 'Add to dinner' });
  await staysOpen(dinner);
  await dinner.getByLabel('Search foods').pressSequentially('banana');
  await expect(
    dinner
      .getByRole('list', { name: 'Foods found' })
      .getByRole('button', { name: /Banana, medium/ }),
  ).toBeVisible();
  await dinner.getByRole('button', { name: 'Close' }).click();
  await expect(dinner).toBeHidden();

  await page.getByRole('button', { name: 'Save, load or copy this day' }).click();
  const tools = page.getByRole('dialog', { name: 'Day tools' });
  await staysOpen(tools);
  await tools.getByRole('button', { name: 'Save day' }).click();
  await expect(tools.getByRole('alert')).toHaveText('Please name this day.');
  await tools.getByRole('button', { name: 'Close' }).click();
});

test('recipe: "Add to planner" and "Add to shopping list" stay open and do their work', async () => {
  await page.goto('/home/recipes/2001');
  await page.getByRole('button', { name: 'Add to planner' }).click();
  const planner = page.getByRole('dialog', { name: 'Add to planner' });
  await staysOpen(planner);
  await planner.getByLabel('Meal').selectOption({ label: 'Snack' });
  await planner.getByRole('button', { name: 'Add to planner' }).click();
  await expect(
    page.getByText('Overnight oats with berries added to your planner for snack.'),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Add to shopping list' }).click();
  const list = page.getByRole('dialog', { name: 'Add to shopping list' });
  await staysOpen(list);
  await list.getByRole('radio', { name: 'New list' }).check();
  await list.getByRole('button', { name: 'Add to list' }).click();
  await expect(list.getByText('Please enter a name for your shopping list.')).toBeVisible();
  await list.getByRole('button', { name: 'Close' }).click();
});

test('profile: "Add a card" stays open and checks the card', async () => {
  await page.goto('/home/profile');
  await page.getByRole('button', { name: 'Add a card' }).click();
  const add = page.getByRole('dialog', { name: 'Add a card' });
  await staysOpen(add);
  await add.getByRole('button', { name: 'Save card' }).click();
  await expect(add.getByRole('alert').first()).toBeVisible();
  await add.getByRole('button', { name: 'Close' }).click();
});

test('community: the post form checks an empty post and posts a text', async () => {
  await page.goto('/home/community/1');
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByText('Please write something or add a photo or video.')).toBeVisible();
  await page.getByLabel('Write a post').fill('Dev server stretch done');
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByRole('article', { name: 'Post by Priya Premium' }).first()).toContainText(
    'Dev server stretch done',
  );
});
