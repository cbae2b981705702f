import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { quietShell } from './shell-support';
import { signIn } from './support';

/**
 * Issue 30: a keyboard focus ring is seen whole (WCAG 2.4.7), never cut by a card, a scrolled
 * list or the video player that clips what overflows it.
 */

/** Puts the focus on `control` by keyboard (Tab from the control before it), as a member would. */
async function tabTo(page: Page, control: Locator): Promise<void> {
  await control.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(control).toBeFocused();
}

/**
 * Where the focused control's ring is cut: '' when it is drawn whole, else what cuts it. The ring
 * is the outline box (the border box grown by outline-offset and outline-width); an ancestor
 * that clips (overflow other than visible, paint containment, content-visibility: auto) shows
 * only what lies inside its padding box.
 */
function ringCut(page: Page): Promise<string> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || focused === document.body) return 'no focus';
    if (!focused.matches(':focus-visible')) return 'no keyboard focus';
    const style = getComputedStyle(focused);
    const width = parseFloat(style.outlineWidth) || 0;
    if (style.outlineStyle === 'none' || width === 0) return 'no ring';
    const grow = (parseFloat(style.outlineOffset) || 0) + width;
    const box = focused.getBoundingClientRect();
    const ring = {
      left: box.left - grow,
      top: box.top - grow,
      right: box.right + grow,
      bottom: box.bottom + grow,
    };
    for (let node = focused.parentElement; node; node = node.parentElement) {
      if (node === document.body || node === document.documentElement) break;
      const css = getComputedStyle(node);
      const clips =
        css.overflowX !== 'visible' ||
        css.overflowY !== 'visible' ||
        /paint|strict|content/.test(css.contain) ||
        css.contentVisibility === 'auto';
      if (!clips) continue;
      const outer = node.getBoundingClientRect();
      const left = outer.left + node.clientLeft;
      const top = outer.top + node.clientTop;
      const clip = { left, top, right: left + node.clientWidth, bottom: top + node.clientHeight };
      const slack = 0.5;
      if (
        ring.left < clip.left - slack ||
        ring.top < clip.top - slack ||
        ring.right > clip.right + slack ||
        ring.bottom > clip.bottom + slack
      )
        return `${focused.tagName.toLowerCase()}.${focused.className} cut by ${node.tagName.toLowerCase()}.${node.className}`;
    }
    return '';
  });
}

test('a shop product tile shows its whole focus ring', async ({ page }) => {
  await quietShell(page);
  await page.goto('/shop');
  const tile = page.locator('.product-tile__link').first();
  await expect(tile).toBeVisible();
  await tabTo(page, tile);
  expect(await ringCut(page)).toBe('');
});

test('a planner food result shows its whole focus ring', async ({ page }) => {
  await quietShell(page);
  await signIn(page, 'premium@example.com');
  await page.goto('/home/dailyplanner');
  await page.getByRole('button', { name: 'Add to snacks' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to snacks' });
  await dialog.getByLabel('Search foods').pressSequentially('banana');
  const results = dialog.getByRole('list', { name: 'Foods found' }).getByRole('button');
  await expect(results.first()).toBeVisible();
  await tabTo(page, results.first());
  expect(await ringCut(page)).toBe('');
  await page.keyboard.press('Tab');
  expect(await ringCut(page)).toBe('');
});

test('the video player and its controls show their whole focus ring', async ({ page }) => {
  await quietShell(page);
  await page.goto('/rwlvideos/3002');
  const video = page.locator('video');
  await expect(video).toBeVisible();
  await tabTo(page, video);
  expect(await ringCut(page)).toBe('');
  const pip = page.getByRole('button', { name: 'Picture in picture' });
  if (await pip.count()) {
    await tabTo(page, pip);
    expect(await ringCut(page)).toBe('');
  }
});
