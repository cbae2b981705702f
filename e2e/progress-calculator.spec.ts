import { expect, test } from './fixtures';
import { signIn } from './support';
import { quietShell } from './shell-support';
import { callsTo } from './content-support';

test.beforeEach(async ({ page }) => {
  await quietShell(page);
});

test('the member calculator refuses weight 0 and an empty age beside the fields, then saves the target to the planner', async ({
  page,
}) => {
  await signIn(page, 'premium@example.com');
  const sent = callsTo(page, 'planner/update_planner_details');
  await page.goto('/home/caloriescalculator');
  await expect(page.getByRole('heading', { name: 'Calorie calculator', level: 1 })).toBeVisible();
  // Prefilled: height from the member's details, weight from the latest weight logged.
  await expect(page.getByLabel('Height (cm)')).toHaveValue('165');
  await expect(page.getByLabel('Weight (kg)')).not.toHaveValue('');
  await expect(page.getByLabel('Activity level')).toHaveValue('1');

  await page.getByLabel('Weight (kg)').fill('0');
  await page.getByLabel('Age (years)').fill('');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByText('Please enter a weight between 35 and 300 kg.')).toBeVisible();
  await expect(page.getByText('Please enter an age between 16 and 99.')).toBeVisible();
  await expect(page.getByLabel('Age (years)')).toBeFocused();
  await expect(page.getByRole('button', { name: 'Save to my planner' })).toHaveCount(0);
  expect(sent).toHaveLength(0);

  await page.getByLabel('Age (years)').fill('35');
  await page.getByLabel('Weight (kg)').fill('70');
  await page.getByLabel('Goal').selectOption('lose');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByText('1418 kcal a day')).toBeVisible();
  await page.getByRole('button', { name: 'Save to my planner' }).click();
  await expect(
    page.getByText('Saved: your planner’s daily target is now 1418 kcal.'),
  ).toBeVisible();
  expect(sent).toEqual([{ calorie_target: 1418 }]);
  await expect(page.getByText('Your planner’s daily target: 1418 kcal.')).toBeVisible();
});
