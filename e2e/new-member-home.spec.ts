import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { quietShell } from './shell-support';
import { seriousViolations } from './axe-support';
import {
  answerProfileSteps,
  confirmPaymentSuccess,
  finishRegistration,
  payByCard,
  registerAtReg1,
  uniqueVisitor,
  unitLoadingAndResult,
} from './registration-support';

/** The number under a label of the home's Activity (a <dt> and its <dd>). */
function stat(activity: Locator, label: string): Locator {
  return activity.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
}

async function expectActivity(page: Page, workouts: string, streak: string, badges: string) {
  const activity = page.getByRole('region', { name: 'Activity' });
  await expect(stat(activity, 'Workouts done')).toHaveText(workouts);
  await expect(stat(activity, 'Day streak')).toHaveText(streak);
  await expect(stat(activity, 'Badges')).toHaveText(badges);
  return activity;
}

test.beforeEach(async ({ page }) => {
  await quietShell(page);
});

test("new registrant's home at zero", async ({ page }) => {
  const visitor = uniqueVisitor('fresh');
  // Source page rwb: straight from the payment to /registration.
  await registerAtReg1(page, '?planid=3&subplanid=12&couponcode=WELCOME&utm_page=rwb', visitor);
  await page.getByRole('button', { name: 'Next' }).click();
  await payByCard(page, '4242424242424242');
  await confirmPaymentSuccess(page);
  await expect(page).toHaveURL(/\/registration$/);
  await answerProfileSteps(page);
  await finishRegistration(page);
  await unitLoadingAndResult(page);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: 'Hello, Ada' })).toBeVisible();

  // The home: no workouts, no streak, no badges, no chart; each says what to do first.
  const activity = await expectActivity(page, '0', '0', '0');
  await expect(activity).toContainText('No workouts done yet.');
  await expect(activity.getByRole('link', { name: 'Start your first workout' })).toHaveAttribute(
    'href',
    /^\/home\/programvideos\/\d+$/,
  );
  const chart = page.getByRole('region', { name: 'Your progress' });
  await expect(chart).toContainText('Log your weight to see your progress here.');
  await expect(chart.getByRole('img')).toHaveCount(0);
  await expect(chart.getByRole('link', { name: 'Log today’s weight' })).toHaveAttribute(
    'href',
    '/home/graph',
  );
  await expect(page.getByRole('region', { name: 'Next video' })).toContainText(
    'Week 1, day 1 · 3 sec',
  );
  expect(await seriousViolations(page, '/home at zero')).toEqual([]);

  // The progress screens: an empty timeline and graph, each with its first step.
  await page.goto('/home/timeline');
  await expect(page.getByText('Nothing on your timeline yet.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'My history' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Find a workout' })).toHaveAttribute(
    'href',
    '/home/explore',
  );
  expect(await seriousViolations(page, '/home/timeline empty')).toEqual([]);
  await page.getByRole('link', { name: 'Log today’s weight' }).click();
  await expect(page).toHaveURL(/\/home\/graph$/);
  await expect(page.getByText('Nothing logged in the last 15 days.')).toBeVisible();
  await expect(page.getByText('Enter today’s weight above to start your graph.')).toBeVisible();

  // What the member does shows at once, with no reload: a weight logged starts the chart and the
  // streak; a workout watched to its end is their first.
  await page.getByLabel('Weight (kg)').fill('68.4');
  await page.getByRole('button', { name: 'Save today' }).click();
  await expect(page.getByText('Latest weight: 68.4 kg')).toBeVisible();
  await page.getByRole('link', { name: 'RWL member home' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(
    page.getByRole('region', { name: 'Your progress' }).getByRole('img', {
      name: 'Weight over the last 15 days',
    }),
  ).toBeVisible();
  await expect(page.getByText('Weight 68.4 kg')).toBeVisible();
  await expectActivity(page, '0', '1', '0');

  await page.getByRole('link', { name: 'Start your first workout' }).click();
  await expect(page).toHaveURL(/\/home\/programvideos\/\d+$/);
  await page.locator('video').focus();
  await page.keyboard.press('k');
  // The demo file lasts a few seconds: its end records the workout.
  await expect(page.getByText('Done', { exact: true })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('link', { name: 'RWL member home' }).click();
  const after = await expectActivity(page, '1', '1', '0');
  await expect(after).not.toContainText('No workouts done yet.');

  await page.goto('/home/timeline');
  const history = page.getByRole('list', { name: 'My history' });
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history).toContainText('Workout done');
  await expect(history).toContainText('Logged day');
});
