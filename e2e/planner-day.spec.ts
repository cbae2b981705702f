import { expect, test } from './fixtures';
import { dayKcal, foodReceived, openPlanner, storedEntries } from './planner-support';

test("premium's today: oats at breakfast, the salad at lunch and the HIIT video, against the target", async ({
  page,
}) => {
  await openPlanner(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  const breakfast = page.getByRole('region', { name: 'Breakfast' });
  await expect(
    breakfast.getByRole('link', { name: 'Overnight oats with berries' }),
  ).toHaveAttribute('href', '/home/recipes/2001');
  await expect(
    page.getByRole('region', { name: 'Lunch' }).getByRole('link', { name: 'Green goddess salad' }),
  ).toHaveAttribute('href', '/home/recipes/2003');
  await expect(
    page
      .getByRole('region', { name: 'Workouts' })
      .getByRole('link', { name: '20-minute full body HIIT' }),
  ).toHaveAttribute('href', '/home/programvideos/3001');
  await expect(dayKcal(page)).toHaveText('610 of 1,800 kcal · 1,190 left');
  await expect(page.getByRole('region', { name: "Today's totals" })).toContainText('Protein25 g');

  // Next day and back, and the date picker.
  await page.getByRole('link', { name: 'Next day' }).click();
  // The day alone names the page: "Back to today" is beside the heading, not in it.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Tomorrow', exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Breakfast' })).toContainText(
    'Nothing planned yet.',
  );
  await page.getByRole('link', { name: 'Back to today' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  await page.getByLabel('Go to day').fill('2026-01-15');
  await expect(page).toHaveURL(/\/home\/dailyplanner\/2026-01-15$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thursday 15 January 2026' }),
  ).toBeVisible();
});

test('banana found on the food socket host and added to snacks, with the day total updated', async ({
  page,
}) => {
  await openPlanner(page);
  await page.getByRole('button', { name: 'Add to snacks' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to snacks' });
  // The search box is where the dialog starts: the member can type straight away.
  await expect(dialog.getByLabel('Search foods')).toBeFocused();
  await dialog.getByLabel('Search foods').pressSequentially('banana');
  const result = dialog
    .getByRole('list', { name: 'Foods found' })
    .getByRole('button', { name: /Banana, medium \(118 g\)\s*105 kcal/ });
  await expect(result).toBeVisible();
  // The search went over the food socket (debounced: not one request per key).
  const searches = await foodReceived(page, 'food/search');
  expect(searches.length).toBeGreaterThan(0);
  expect(searches.length).toBeLessThan(6);
  expect(searches.at(-1)?.data).toEqual({ keyword: 'banana' });

  await result.click();
  await expect(dialog.getByText('105 kcal · protein 1.3 g')).toBeVisible();
  await dialog.getByRole('button', { name: 'Add to snacks' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('region', { name: 'Snacks' }).getByText('Banana, medium (118 g)'),
  ).toBeVisible();
  await expect(dayKcal(page)).toHaveText('715 of 1,800 kcal · 1,085 left');
  await expect.poll(() => storedEntries(page, 'Banana, medium (118 g)')).toBe(1);
  const logs = await foodReceived(page, 'planner/add_product');
  expect(logs).toHaveLength(1);
  expect(logs[0]?.data).toMatchObject({ amount: 1, unit: 'serving', meal_type: 'snack' });

  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Snacks' }).getByText('Banana, medium (118 g)'),
  ).toBeVisible();
  await expect(dayKcal(page)).toHaveText('715 of 1,800 kcal · 1,085 left');
});

test('invalid amounts are refused next to the field and nothing is sent; a refusal keeps what was typed', async ({
  page,
}) => {
  await openPlanner(page);
  await page.getByRole('button', { name: 'Add to dinner' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to dinner' });
  await dialog.getByLabel('Search foods').fill('banana');
  await dialog.getByRole('button', { name: /Banana \(100 g\)/ }).click();
  await dialog.getByLabel('Unit').selectOption('g');
  const amount = dialog.getByLabel('Amount');
  const add = dialog.getByRole('button', { name: 'Add to dinner' });

  for (const [typed, message] of [
    ['99999', 'The most you can add at once is 2000 g.'],
    ['0', 'The amount must be more than 0.'],
    ['1.25', 'Please use at most one decimal place, like 1.5.'],
    ['-3', 'Please enter a number, like 1 or 1.5.'],
    ['', 'Please enter an amount.'],
  ] as const) {
    await amount.fill(typed);
    await add.click();
    await expect(dialog.getByRole('alert')).toHaveText(message);
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
  }
  expect(await foodReceived(page, 'planner/add_product')).toHaveLength(0);

  // A server refusal: its message in the popup, the dialog and the amount kept.
  await page.evaluate(() => window.__mock?.fail('add_product', 'The food diary is resting.'));
  await amount.fill('150');
  await add.click();
  const popup = page.getByRole('dialog', { name: 'Alert' });
  await expect(popup).toContainText('The food diary is resting.');
  await popup.getByRole('button', { name: 'OK' }).click();
  await expect(amount).toHaveValue('150');
  await expect(dialog.getByLabel('Unit')).toHaveValue('g');
  expect(await storedEntries(page, 'Banana (100 g)')).toBe(0);
});
