import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { quietShell } from './shell-support';
import { signIn } from './support';

const SCREENS = [
  '/home',
  '/home/community/1',
  '/home/dailyplanner',
  '/home/profile',
  '/home/recipes/2001',
];

/**
 * Where the focus is after a key press: 'body' when it is on the page itself, the name of a
 * fixed or sticky element covering the focused control, or '' when the control is in plain sight.
 */
function focusProblem(page: Page): Promise<string> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return 'body';
    const box = focused.getBoundingClientRect();
    if (!box.width && !box.height) return '';
    const inView = Math.min(Math.max(box.top + box.height / 2, 0), window.innerHeight - 1);
    const x = Math.min(Math.max(box.left + box.width / 2, 0), window.innerWidth - 1);
    const onTop = document.elementFromPoint(x, inView);
    if (!onTop || focused.contains(onTop) || onTop.contains(focused)) return '';
    for (let node: Element | null = onTop; node; node = node.parentElement) {
      const position = getComputedStyle(node).position;
      if (position === 'fixed' || position === 'sticky') {
        if (node.contains(focused)) return '';
        const name = node.getAttribute('aria-label') ?? node.className;
        return `${focused.tagName.toLowerCase()} "${(focused.textContent ?? '').trim().slice(0, 40)}" under ${node.tagName.toLowerCase()} ${name}`;
      }
    }
    return '';
  });
}

/**
 * Tabs forward through the screen's controls, then back, noting every control that ends up under
 * the header or the tab bar. Focus reaching the page itself ends a direction: past the last
 * control (or before the first) the browser's own controls are next.
 */
async function walk(page: Page, steps: number): Promise<string[]> {
  const problems: string[] = [];
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let step = 0; step < steps; step += 1) {
      await page.keyboard.press(key);
      const problem = await focusProblem(page);
      if (problem === 'body') break;
      if (problem) problems.push(`${key} ${step + 1}: ${problem}`);
    }
  }
  return problems;
}

for (const [size, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`by keyboard at ${size} size, focus never hides under the header or the tab bar`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await quietShell(page);
    await signIn(page, 'premium@example.com');
    const found: string[] = [];
    for (const screen of SCREENS) {
      await page.goto(screen);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      found.push(...(await walk(page, 30)).map((problem) => `${screen} ${problem}`));
    }
    expect(found).toEqual([]);
  });
}

test('a post hidden by keyboard hands the focus to the next post’s controls, not to the page', async ({
  page,
}) => {
  await quietShell(page);
  await signIn(page, 'premium@example.com');
  await page.goto('/home/community/1');
  const posts = page.getByRole('list', { name: 'Posts' }).getByRole('article');
  await expect(posts.first()).toBeVisible();
  const hidden = await posts.first().elementHandle();
  await posts.first().getByRole('button', { name: 'Hide post', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => hidden?.evaluate((post) => post.isConnected)).toBe(false);
  await expect
    .poll(() =>
      page.evaluate(() => {
        const focused = document.activeElement;
        return (
          focused && focused !== document.body && document.getElementById('main')?.contains(focused)
        );
      }),
    )
    .toBe(true);
});

test('a button disabled while it works (Add to basket) leaves the focus on a control, not the page', async ({
  page,
}) => {
  await quietShell(page);
  await signIn(page, 'premium@example.com');
  await page.goto('/home/rwlpros/901');
  const form = page.getByRole('form', { name: 'Book' });
  await form.getByLabel('Class or session').selectOption('class:9101');
  await expect(form.getByLabel('Date').locator('option[value="9301"]')).toBeAttached();
  await form.getByLabel('Date').selectOption('9301');
  // A slow server, so the button is seen disabled ("Adding…") while the basket call is out.
  await page.evaluate(() => window.__mock?.setLatency(600));
  await form.getByRole('button', { name: 'Add to basket' }).focus();
  await page.keyboard.press('Enter');
  await expect(form.getByRole('button', { name: 'Adding…' })).toBeDisabled();
  const focusedNow = () =>
    page.evaluate(() => {
      const focused = document.activeElement;
      if (!focused || focused === document.body) return 'body';
      return document.getElementById('main')?.contains(focused) ? 'main' : 'elsewhere';
    });
  await expect.poll(focusedNow).toBe('main');
  await expect(form.getByText('Added to your basket.')).toBeVisible();
  await page.evaluate(() => window.__mock?.setLatency(0));
  expect(await focusedNow()).toBe('main');
  // The next Tab goes on from the form, not from the top of the page.
  await page.keyboard.press('Tab');
  expect(await focusedNow()).toBe('main');
});

test('on a phone the success toast never covers the focused control nor the tab bar', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await quietShell(page);
  await signIn(page, 'premium@example.com');
  await page.goto('/home/recipes/2001');
  const opener = page.getByRole('button', { name: 'Add to planner' });
  await expect(opener).toBeVisible();
  // The button just below the header, where the toast comes down (70 px from the top).
  await opener.evaluate((button) => button.scrollIntoView({ block: 'start' }));
  await opener.focus();
  await page.keyboard.press('Enter');
  const planner = page.getByRole('dialog', { name: 'Add to planner' });
  await planner.getByLabel('Meal').selectOption({ label: 'Snack' });
  await planner.getByRole('button', { name: 'Add to planner' }).focus();
  await page.keyboard.press('Enter');
  const toast = page.getByRole('status').filter({ hasText: 'added to your planner for snack.' });
  await expect(toast).toBeVisible();
  await expect(opener).toBeFocused();
  const overlaps = () =>
    page.evaluate(() => {
      const toastBox = document.querySelector('.toast-stack')!.getBoundingClientRect();
      const meets = (other: DOMRect) =>
        toastBox.left < other.right &&
        other.left < toastBox.right &&
        toastBox.top < other.bottom &&
        other.top < toastBox.bottom;
      const focused = document.activeElement!.getBoundingClientRect();
      const tabBar = document.querySelector('nav.tab-bar, .tab-bar')?.getBoundingClientRect();
      return { focused: meets(focused), tabBar: tabBar ? meets(tabBar) : false };
    });
  expect(await overlaps()).toEqual({ focused: false, tabBar: false });
  // Tabbing on while the toast is up: it still keeps clear of each control the focus reaches.
  for (let step = 0; step < 4; step += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(await overlaps()).toEqual({ focused: false, tabBar: false });
  }
});
