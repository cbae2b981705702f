import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  CONFIG_FAMILIES,
  HOME_VARIANTS,
  loadConfig,
  PATH_PAGES,
} from '../src/features/landing/configs/registry';
import { EXPECTED_TARGETS } from '../src/features/landing/expectedTargets';

/** The address of a config: /, a home path, or /pages/{slug}. */
function pathOf(key: string): string {
  if (HOME_VARIANTS.includes(key)) return '/';
  const path = Object.entries(PATH_PAGES).find(([, value]) => value === key)?.[0];
  return path ?? `/pages/${key}`;
}

/** Opens a page and checks its heading and its main call to action (link or lead form). */
async function checkPage(page: Page, key: string) {
  const config = await loadConfig(key);
  expect(config, key).not.toBeNull();
  const { main_title: title, btn_txt: label } = config!.headerInfo;
  await page.goto(pathOf(key));
  await expect(page.getByRole('heading', { level: 1 }), key).toHaveText(title);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  const target = EXPECTED_TARGETS[key];
  const main = page.getByRole('main');
  if (target === '') {
    await main.getByRole('button', { name: label, exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Leave your details' });
    await expect(dialog.getByLabel('Email', { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  } else {
    await expect(main.getByRole('link', { name: label, exact: true }).first(), key).toHaveAttribute(
      'href',
      target ?? '',
    );
  }
}

const families = new Map<string, string[]>();
for (const [key, family] of Object.entries(CONFIG_FAMILIES)) {
  if (key === 'home-alt') continue;
  families.set(family, [...(families.get(family) ?? []), key]);
}

for (const [family, keys] of families) {
  test(`every ${family} page renders its heading and its call to action with the right link`, async ({
    page,
  }) => {
    for (const key of keys) await checkPage(page, key);
  });
}

test('the marketing home alternates its variants by the stored ~5 s timer', async ({ page }) => {
  const home = await loadConfig('home');
  const alternate = await loadConfig('home-alt');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(home!.headerInfo.main_title);
  // Within 5 s the variant stays; once the timer is older, the other one shows.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(home!.headerInfo.main_title);
  await page.evaluate(() => {
    const timer = JSON.parse(localStorage.getItem('landing_variant_timer') ?? '{}') as {
      variant: number;
      at: number;
    };
    localStorage.setItem(
      'landing_variant_timer',
      JSON.stringify({ ...timer, at: timer.at - 6000 }),
    );
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    alternate!.headerInfo.main_title,
  );
});

test('funnel variants show their base page with the same offer', async ({ page }) => {
  await page.goto('/pages/o-fitness-only');
  const config = await loadConfig('fitness-only');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(config!.headerInfo.main_title);
  await expect(
    page.getByRole('main').getByRole('link', { name: config!.headerInfo.btn_txt }).first(),
  ).toHaveAttribute('href', EXPECTED_TARGETS['fitness-only'] ?? '');
});
