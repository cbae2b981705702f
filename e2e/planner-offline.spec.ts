import { expect, test } from './fixtures';
import { dayKcal, foodReceived, openPlanner, storedEntries } from './planner-support';

const BANANA = 'Banana, medium (118 g)';

test('food and water logged offline show at once, survive a reload and are delivered once', async ({
  page,
}) => {
  await openPlanner(page);
  // Search first (the food host answers), then the connection drops.
  await page.getByRole('button', { name: 'Add to snacks' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to snacks' });
  await dialog.getByLabel('Search foods').fill('banana');
  await dialog.getByRole('button', { name: /Banana, medium \(118 g\)/ }).click();
  await page.evaluate(() => window.__mock?.goOffline());
  await expect(page.getByText("You're offline.")).toBeVisible();

  await dialog.getByRole('button', { name: 'Add to snacks' }).click();
  await expect(dialog).toBeHidden();
  const snacks = page.getByRole('region', { name: 'Snacks' });
  await expect(snacks.getByText(BANANA)).toBeVisible();
  await expect(snacks.getByText(/waiting to send/)).toBeVisible();
  await expect(dayKcal(page)).toHaveText('715 of 1,800 kcal · 1,085 left');
  const water = page.getByRole('button', { name: /Water/ });
  await water.click();
  await expect(water).toHaveAttribute('aria-pressed', 'true');
  expect(await storedEntries(page, BANANA)).toBe(0);
  expect(
    await page.evaluate(() => localStorage.getItem('realtime_outbox:food:102') ?? ''),
  ).toContain(BANANA);

  // A reload brings the page (and the connection) back: sent once, shown once, from the server.
  await page.reload();
  await expect(snacks.getByText(BANANA)).toHaveCount(1);
  await expect(snacks.getByText(/waiting to send/)).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByRole('button', { name: /Water/ })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => storedEntries(page, BANANA)).toBe(1);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('realtime_outbox:food:102') ?? ''))
    .toBe('');
  expect(await foodReceived(page, 'planner/add_product')).toHaveLength(1);
});

test('a workout marked done offline is sent once when the connection returns', async ({ page }) => {
  await openPlanner(page);
  await page.evaluate(() => window.__mock?.goOffline());
  await expect(page.getByText("You're offline.")).toBeVisible();
  const done = page.getByRole('button', { name: 'Done: 20-minute full body HIIT' });
  await done.click();
  await expect(done).toHaveAttribute('aria-pressed', 'true');
  await expect(
    page.getByRole('region', { name: 'Workouts' }).getByText(/waiting to send/),
  ).toBeVisible();
  expect(await foodReceived(page, 'planner/exercise_status')).toHaveLength(0);

  await page.evaluate(() => window.__mock?.goOnline());
  await expect(
    page.getByRole('region', { name: 'Workouts' }).getByText(/waiting to send/),
  ).toHaveCount(0, {
    timeout: 15_000,
  });
  await expect(done).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          (
            window.__mock?.db() as { plannerWorkouts: { video_id: number; done: number }[] }
          ).plannerWorkouts.find((workout) => workout.video_id === 3001)?.done,
      ),
    )
    .toBe(1);
  const sent = await foodReceived(page, 'planner/exercise_status');
  expect(new Set(sent.map((request) => request.cid)).size).toBe(1);
});

test('a food search made offline says it waits for the connection, and answers when it is back', async ({
  page,
}) => {
  await openPlanner(page);
  await page.getByRole('button', { name: 'Add to snacks' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to snacks' });
  await page.evaluate(() => window.__mock?.goOffline());
  await expect(page.getByText("You're offline.")).toBeVisible();

  await dialog.getByLabel('Search foods').fill('porridge');
  await expect(dialog.getByRole('status')).toHaveText(
    "You're offline: the search runs when you're back online.",
  );
  await page.evaluate(() => window.__mock?.goOnline());
  await expect(
    dialog.getByRole('list', { name: 'Foods found' }).getByRole('button').first(),
  ).toContainText('Porridge oats', { timeout: 15_000 });
  await expect(dialog.getByRole('status')).toHaveCount(0);
});
