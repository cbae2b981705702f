import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { seriousViolations } from './axe-support';
import { DESKTOP, PHONE, mainNav, member, subNav } from './content-support';

/**
 * The member navigation (issue 31): five groups in the header on a desktop and in the tab bar on a
 * phone, each opening its first screen; the group's screens in a row under the header; the
 * current place marked at both levels. A free member: the header's global search is there too.
 */
const GROUPS = [
  { group: 'Today', url: /\/home$/, heading: 'Hello, Fiona', first: null },
  {
    group: 'Workouts',
    url: /\/home\/folder\/1059$/,
    heading: 'New Beginnings',
    first: 'Programmes',
  },
  { group: 'Food', url: /\/home\/recipes$/, heading: 'Recipes', first: 'Recipes' },
  {
    group: 'Community',
    url: /\/home\/community\/list$/,
    heading: 'Communities',
    first: 'Communities',
  },
  { group: 'Me', url: /\/home\/profile$/, heading: 'My profile', first: 'Profile' },
] as const;

/** Links whose words do not fit their box (cut off or ending in an ellipsis). */
function truncated(links: Locator): Promise<string[]> {
  return links.evaluateAll((elements) =>
    elements
      .filter((element) => element.scrollWidth > element.clientWidth)
      .map((element) => element.textContent ?? ''),
  );
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Every visible control of the bar on one row: they share a line, and the bar is not two rows high. */
async function expectOneRow(bar: Locator): Promise<void> {
  const rows = await bar.evaluate((element) => {
    const boxes = [...element.querySelectorAll('a, button, summary, input')]
      .filter((control) => control.checkVisibility())
      .map((control) => control.getBoundingClientRect());
    return {
      sharedLine:
        Math.min(...boxes.map((box) => box.bottom)) > Math.max(...boxes.map((box) => box.top)),
      height: element.getBoundingClientRect().height,
      tallest: Math.max(...boxes.map((box) => box.height)),
    };
  });
  expect(rows.sharedLine).toBe(true);
  expect(rows.height).toBeLessThan(2 * rows.tallest);
}

/** Walks each group's first screen from the navigation, both levels marked. */
async function walkGroups(page: Page, phone: boolean): Promise<void> {
  const nav = mainNav(page, phone);
  await expect(nav.getByRole('link')).toHaveText(GROUPS.map(({ group }) => group));
  for (const { group, url, heading, first } of GROUPS) {
    await nav.getByRole('link', { name: group, exact: true }).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(nav.getByRole('link', { name: group, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    if (first) {
      await expect(subNav(page, group).locator('[aria-current="page"]')).toHaveText(first);
    } else {
      await expect(page.getByRole('navigation', { name: /^In / })).toHaveCount(0);
    }
    expect(await truncated(nav.getByRole('link'))).toEqual([]);
  }
}

test.describe('the member navigation on a desktop', () => {
  test.use({ viewport: DESKTOP });

  test('five groups on one row, each opening its first screen, the screens of a group under it', async ({
    page,
  }) => {
    await member(page, 'free@example.com');
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Fiona' })).toBeVisible();
    await walkGroups(page, false);

    // The second click: a screen of the group from the row under the header.
    await mainNav(page, false).getByRole('link', { name: 'Workouts' }).click();
    await subNav(page, 'Workouts').getByRole('link', { name: 'Live' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Live classes and events' }),
    ).toBeVisible();
    await expect(subNav(page, 'Workouts').getByRole('link', { name: 'Live' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(mainNav(page, false).getByRole('link', { name: 'Workouts' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await seriousViolations(page, '/home/livecalendar')).toEqual([]);
    for (const bar of [page.getByRole('banner'), subNav(page, 'Workouts')]) await expectOneRow(bar);

    // At 1024 px, on a programme (search, filter, pin, notifications, messages, basket, account):
    // the header is one row, and so is the group's.
    await page.setViewportSize({ width: 1024, height: 800 });
    await subNav(page, 'Workouts').getByRole('link', { name: 'Programmes' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New Beginnings' })).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Pin this page as my start page' }),
    ).toBeVisible();
    await page.evaluate(() => document.fonts.ready.then(() => true));
    for (const bar of [page.getByRole('banner'), subNav(page, 'Workouts')]) await expectOneRow(bar);
    await expectNoSidewaysScroll(page);
    expect(await truncated(page.getByRole('banner').getByRole('link'))).toEqual([]);
  });
});

test.describe('the member navigation on a phone', () => {
  test.use({ viewport: PHONE });

  test('the tab bar holds the five groups, whole words, and a group’s screens are one tap further', async ({
    page,
  }) => {
    await member(page, 'free@example.com');
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Fiona' })).toBeVisible();
    await expect(mainNav(page, false)).toBeHidden();
    await walkGroups(page, true);
    await expectNoSidewaysScroll(page);

    // Two taps: the group, then its screen.
    await mainNav(page, true).getByRole('link', { name: 'Community' }).click();
    await subNav(page, 'Community').getByRole('link', { name: 'Chats' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Chats' })).toBeVisible();
    await expect(subNav(page, 'Community').getByRole('link', { name: 'Chats' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await truncated(subNav(page, 'Community').getByRole('link'))).toEqual([]);
    await expectNoSidewaysScroll(page);
    expect(await seriousViolations(page, '/home/chatlist')).toEqual([]);
  });
});
