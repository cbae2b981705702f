import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { chatPanel } from './chat-support';
import { mainNav, subNav } from './content-support';
import { quietShell } from './shell-support';
import { signIn } from './support';

/**
 * Issue 31, phone first: a member walks every main screen on a phone, at 390 px and again at
 * 320 px, in one page, by the tab bar, the group's row and the links on the screens (only the
 * first address is typed). On each screen: nothing scrolls sideways, every control of the main
 * content is at least 44 × 44 px, and scrolled to its end no control is left under the tab bar; a
 * focused field is not under the tab bar, and a dialog fits the screen.
 *
 * What is not a target of its own (WCAG 2.5.8's exceptions, kept short):
 * - a link inside a sentence (its line of text has other words): the sentence sets its size;
 * - a control hidden from the eye (1 px, visually-hidden) that a visible button opens;
 * - a tick box or a choice inside its label: the label is measured, being what a finger taps.
 */

const TARGET = 44;

interface Offender {
  control: string;
  width: number;
  height: number;
}

/** The controls of the main content smaller than 44 × 44 px, by the rules above. */
function smallTargets(page: Page): Promise<Offender[]> {
  return page.locator('main').evaluate((main, target) => {
    const blockOf = (element: Element): Element => {
      let block: Element = element;
      while (block.parentElement && getComputedStyle(block).display.startsWith('inline'))
        block = block.parentElement;
      return block;
    };
    const words = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
    const found: { control: string; width: number; height: number }[] = [];
    const controls = main.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="tab"]',
    );
    for (const control of controls) {
      if (!control.checkVisibility({ visibilityProperty: true })) continue;
      let box = control.getBoundingClientRect();
      if (box.width <= 1 && box.height <= 1) continue;
      if (control instanceof HTMLInputElement && ['checkbox', 'radio'].includes(control.type)) {
        const label = control.closest('label') ?? control.labels?.[0];
        if (label) box = label.getBoundingClientRect();
      }
      if (control instanceof HTMLAnchorElement) {
        const block = blockOf(control);
        if (block !== control && words(block) !== words(control)) continue;
      }
      if (box.width + 0.5 >= target && box.height + 0.5 >= target) continue;
      const name = control.getAttribute('aria-label') ?? words(control);
      found.push({
        control: `${control.tagName.toLowerCase()} "${name.slice(0, 40)}"`,
        width: Math.round(box.width),
        height: Math.round(box.height),
      });
    }
    return found;
  }, TARGET);
}

function tabBar(page: Page): Locator {
  return mainNav(page, true);
}

/** Where the tab bar starts, from the top of the screen. */
async function tabBarTop(page: Page): Promise<number> {
  const box = await tabBar(page).boundingBox();
  expect(box, 'the tab bar is on the screen').not.toBeNull();
  return box?.y ?? 0;
}

/** Every rule of a phone screen, once its heading is there. */
async function checkScreen(page: Page, heading: string | RegExp, width: number): Promise<void> {
  const title = page.getByRole('heading', { level: 1, name: heading });
  await expect(title).toBeVisible();
  await page.evaluate(() => document.fonts.ready.then(() => true));
  const screen = `${(await title.textContent()) ?? ''} at ${width} px`;

  const overflow = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(overflow.scrollWidth, `${screen} scrolls sideways`).toBeLessThanOrEqual(
    overflow.clientWidth,
  );

  expect(await smallTargets(page), `controls under 44 × 44 px on ${screen}`).toEqual([]);

  // Scrolled to its end, no control of the screen is left under the tab bar: in the page's own
  // measure, each control ends above the tab bar's height from the page's foot.
  const barHeight = (await tabBar(page).boundingBox())?.height ?? 0;
  expect(barHeight, 'the tab bar is on the screen').toBeGreaterThan(0);
  const { lowest, foot } = await page.locator('main').evaluate((main) => ({
    lowest: Math.max(
      0,
      ...[...main.querySelectorAll('a[href], button, input, select, textarea, summary')]
        .filter((control) => control.checkVisibility())
        .map((control) => control.getBoundingClientRect().bottom + window.scrollY),
    ),
    foot: document.documentElement.scrollHeight,
  }));
  expect(lowest, `the tab bar covers a control of ${screen}`).toBeLessThanOrEqual(foot - barHeight);
}

/** The field, focused, stands clear of the tab bar. */
async function expectFocusedClear(page: Page, field: Locator): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await field.focus();
  await expect(field).toBeFocused();
  const box = await field.boundingBox();
  expect(box).not.toBeNull();
  expect((box?.y ?? 0) + (box?.height ?? 0), 'the focused field is under the tab bar').toBeLessThan(
    await tabBarTop(page),
  );
}

/** The dialog lies wholly on the screen. */
async function expectDialogFits(page: Page, dialog: Locator, width: number): Promise<void> {
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  expect(box).not.toBeNull();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
  expect(box?.y ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(height);
}

async function tab(page: Page, group: string): Promise<void> {
  await tabBar(page).getByRole('link', { name: group, exact: true }).click();
}

async function second(page: Page, group: string, screen: string): Promise<void> {
  await subNav(page, group).getByRole('link', { name: screen, exact: true }).click();
}

async function walk(page: Page, width: number): Promise<void> {
  await tab(page, 'Today');
  await checkScreen(page, 'Hello, Priya', width);

  // Workouts: the programme, then the group's other screens, and a professional's page.
  await tab(page, 'Workouts');
  await checkScreen(page, 'New Beginnings', width);
  for (const [screen, heading] of [
    ['Playlists', 'My playlists'],
    ['Live', 'Live classes and events'],
    ['Breathe', 'Breathe'],
    ['Professionals', 'Fitness professionals'],
  ] as const) {
    await second(page, 'Workouts', screen);
    await checkScreen(page, heading, width);
  }
  await page.getByRole('link', { name: 'Rachel Adams' }).first().click();
  await checkScreen(page, 'Rachel Adams', width);

  // Food: a recipe and its dialog, the planner, a shopping list, the calculator's last field.
  await tab(page, 'Food');
  await checkScreen(page, 'Recipes', width);
  await page.getByRole('link', { name: 'Overnight oats with berries' }).first().click();
  await checkScreen(page, 'Overnight oats with berries', width);
  await page.getByRole('button', { name: 'Add to shopping list' }).click();
  await expectDialogFits(page, page.getByRole('dialog', { name: 'Add to shopping list' }), width);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await second(page, 'Food', 'Planner');
  await checkScreen(page, 'Today', width);
  await page.getByRole('button', { name: 'Add to lunch' }).click();
  await expectDialogFits(page, page.getByRole('dialog', { name: 'Add to lunch' }), width);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await second(page, 'Food', 'Shopping lists');
  await checkScreen(page, 'Shopping lists', width);
  await page.getByRole('link', { name: 'Weekly shop' }).click();
  await checkScreen(page, 'Weekly shop', width);
  await second(page, 'Food', 'Calorie calculator');
  await checkScreen(page, 'Calorie calculator', width);
  await expectFocusedClear(page, page.getByLabel('Goal'));

  // Community: a community's feed, friends, a chat and its message box.
  await tab(page, 'Community');
  await checkScreen(page, 'Communities', width);
  await page.getByRole('link', { name: 'RWL Community', exact: true }).click();
  await checkScreen(page, 'RWL Community', width);
  await second(page, 'Community', 'Friends');
  await checkScreen(page, 'Friends', width);
  await second(page, 'Community', 'Chats');
  await checkScreen(page, 'Chats', width);
  await chatPanel(page).getByRole('link').first().click();
  await expect(page.getByRole('link', { name: 'Back to chats' })).toBeVisible();
  await expectFocusedClear(page, page.getByRole('textbox', { name: 'Message' }));
  await page.getByRole('link', { name: 'Back to chats' }).click();

  // Me: the profile and the group's other screens.
  await tab(page, 'Me');
  await checkScreen(page, 'My profile', width);
  for (const [screen, heading] of [
    ['Progress', 'My progress'],
    ['Timeline', 'My timeline'],
    ['Invite friends', 'Invite your friends'],
    ['Gift cards', 'Gift cards'],
  ] as const) {
    await second(page, 'Me', screen);
    await checkScreen(page, heading, width);
  }

  // The shop, from the account menu's "More from RWL".
  await page.getByRole('banner').getByLabel('Account menu').click();
  await page
    .getByRole('navigation', { name: 'More from RWL' })
    .getByRole('link', { name: 'Shop' })
    .click();
  await checkScreen(page, 'Shop', width);
}

test('on a phone (390 and 320 px) every main screen fits, its controls are 44 px, and the tab bar hides nothing', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await quietShell(page);
  await signIn(page, 'premium@example.com');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Priya' })).toBeVisible();
  await walk(page, 390);
  await page.setViewportSize({ width: 320, height: 640 });
  await walk(page, 320);
});
