import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logIn, mockReady, signIn } from './support';
import { quietShell } from './shell-support';
import { callsTo } from './content-support';

interface MockDb {
  progressDays: { user_id: number; date: string; weight: number | null }[];
}

function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

async function todaysWeight(page: Page): Promise<number | null | undefined> {
  const db = await page.evaluate(() => window.__mock?.db() as MockDb);
  return db.progressDays.find((day) => day.user_id === 102 && day.date === today())?.weight;
}

function numbers(page: Page) {
  return page.getByRole('table', { name: /Your numbers for the last/ });
}

test.beforeEach(async ({ page }) => {
  await quietShell(page);
});

test('the graph opens on the last 15 days with a readable table, and another range can be chosen', async ({
  page,
}) => {
  await signIn(page, 'premium@example.com');
  await page.goto('/home');
  await page.getByRole('link', { name: 'See all your progress' }).click();
  await expect(page).toHaveURL(/\/home\/graph$/);
  await expect(page.getByRole('heading', { name: 'My progress', level: 1 })).toBeVisible();
  await expect(page.getByRole('radio', { name: '15 days' })).toBeChecked();
  const table = numbers(page);
  await expect(table).toHaveAccessibleName('Your numbers for the last 15 days');
  // Seeded 20 days up to yesterday: the 15-day window (today included) holds 14 of them.
  await expect(table.getByRole('row')).toHaveCount(15);
  await expect(table.getByRole('columnheader', { name: 'Weight (kg)' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Calories (kcal)' })).toBeVisible();
  // Measurements were taken every 5 days: 5 and 10 days ago fall in the window.
  const measurements = page.getByRole('table', { name: 'Your measurements for the last 15 days' });
  await expect(measurements.getByRole('row')).toHaveCount(3);
  await expect(
    page.getByRole('figure', { name: /^Weight and calories/ }).locator('canvas'),
  ).toHaveCount(1);

  await page.getByRole('radio', { name: '7 days' }).click();
  await expect(page.getByRole('radio', { name: '7 days' })).toBeChecked();
  await expect(numbers(page)).toHaveAccessibleName('Your numbers for the last 7 days');
  await expect(numbers(page).getByRole('row')).toHaveCount(7);
  await expect(page).toHaveURL(/days=7/);
  await page.getByRole('radio', { name: '30 days' }).click();
  await expect(numbers(page).getByRole('row')).toHaveCount(21);
  await page.reload();
  await expect(page.getByRole('radio', { name: '30 days' })).toBeChecked();
  await expect(numbers(page).getByRole('row')).toHaveCount(21);
});

test("today's weight: out of range is refused next to the field with nothing sent, a good one is saved", async ({
  page,
}) => {
  await signIn(page, 'premium@example.com');
  const sent = callsTo(page, 'progress/add_measurements');
  await page.goto('/home/graph');
  await expect(numbers(page).getByRole('row')).toHaveCount(15);

  const weight = page.getByLabel('Weight (kg)');
  await weight.fill('0');
  await page.getByRole('button', { name: 'Save today' }).click();
  await expect(page.getByText('Please enter a weight between 30 and 300 kg.')).toBeVisible();
  await expect(weight).toHaveAttribute('aria-invalid', 'true');
  await expect(weight).toBeFocused();
  expect(sent).toHaveLength(0);

  await weight.fill('71.5');
  await page.getByRole('button', { name: 'Save today' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  expect(sent).toEqual([{ date: today(), weight: 71.5 }]);
  expect(await todaysWeight(page)).toBe(71.5);
  await expect(numbers(page).getByRole('row')).toHaveCount(16);
  await expect(numbers(page).getByRole('row').last()).toContainText('71.5');
  await expect(page.getByText('Latest weight: 71.5 kg')).toBeVisible();
});

test('a member who measures in lbs sees lbs and enters lbs; the server gets kg', async ({
  page,
}) => {
  await page.goto('/login');
  await mockReady(page);
  await page.evaluate(() => window.__mock?.setMeasurementUnit('premium@example.com', 'lbs'));
  await logIn(page, 'premium@example.com');
  const sent = callsTo(page, 'progress/add_measurements');
  await page.goto('/home/graph');
  const table = numbers(page);
  await expect(table.getByRole('columnheader', { name: 'Weight (lbs)' })).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: /Your measurements for the last/ })
      .getByRole('columnheader', { name: 'Waist (in)' }),
  ).toBeVisible();
  await page.getByLabel('Weight (lbs)').fill('20');
  await page.getByRole('button', { name: 'Save today' }).click();
  await expect(page.getByText('Please enter a weight between 66 and 660 lbs.')).toBeVisible();
  expect(sent).toHaveLength(0);
  await page.getByLabel('Weight (lbs)').fill('160');
  await page.getByRole('button', { name: 'Save today' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  expect(sent).toEqual([{ date: today(), weight: 72.57 }]);
  await expect(page.getByText('Latest weight: 160 lbs')).toBeVisible();
});

test('the chart gives its dates the UK way, day before month', async ({ page }) => {
  await signIn(page, 'premium@example.com');
  await page.goto('/home/graph');
  const chart = page.getByRole('figure', { name: /^Weight and calories/ });
  // The pointer over the plot fills the legend with that day's numbers (the axis says the same).
  await chart.locator('canvas').hover({ force: true });
  await expect(chart).toContainText(/Date:?\s*(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2}/);
  await expect(chart).not.toContainText(/\d{1,2}\/\d{1,2}/);
});
