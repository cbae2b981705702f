import { expect, type Page } from '@playwright/test';
import { logInTo } from './chat-support';

export const PREMIUM = 'premium@example.com';

/** Logs premium in and opens the planner's today. */
export async function openPlanner(page: Page, path = '/home/dailyplanner'): Promise<void> {
  await logInTo(page, PREMIUM);
  await page.goto(path);
  // The first visit loads the planner's chunks and the day; a busy machine can take a while.
  await expect(page.getByRole('region', { name: 'Breakfast' })).toBeVisible();
}

interface FoodRequest {
  en: string;
  cid: string;
  data: Record<string, unknown>;
}

/** The requests of one event the food socket host received. */
export async function foodReceived(page: Page, en: string): Promise<FoodRequest[]> {
  const all = (await page.evaluate(() => window.__mock?.foodReceived() ?? [])) as FoodRequest[];
  return all.filter((request) => request.en === en);
}

/** How many entries with this title the mock server stored. */
export function storedEntries(page: Page, title: string): Promise<number> {
  return page.evaluate(
    (name) =>
      (window.__mock?.db() as { plannerEntries: { title: string }[] }).plannerEntries.filter(
        (entry) => entry.title === name,
      ).length,
    title,
  );
}

export function dayKcal(page: Page) {
  return page.getByTestId('day-kcal');
}
