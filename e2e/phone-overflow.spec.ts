import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logInTo } from './chat-support';
import { registerAtReg1, uniqueVisitor } from './registration-support';
import { mockReady } from './support';

/** No screen scrolls sideways on a phone (WCAG 1.4.10 reflow): the money screens at 320 and 390 px. */

async function expectNoSidewaysScroll(page: Page, screen: string): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
    innerWidth: window.innerWidth,
  }));
  expect(
    scrollWidth,
    `${screen} is ${scrollWidth} px wide on a ${innerWidth} px screen`,
  ).toBeLessThanOrEqual(innerWidth);
}

// At 320 px, the width WCAG 1.4.10 asks a page to reflow to: a screen that fits there fits at 390.
for (const width of [320]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 740 } });

    test('a landing page, /login, /reg1, the paywall and its card form', async ({ page }) => {
      await page
        .context()
        .addCookies([
          { name: 'cookie_consent_user_accepted', value: 'false', url: 'http://127.0.0.1' },
        ]);
      await page.goto('/pages/30days1');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSidewaysScroll(page, '/pages/30days1');

      await page.goto('/login');
      await mockReady(page);
      await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
      await expectNoSidewaysScroll(page, '/login');

      await page.goto('/reg1?planid=3&subplanid=12&utm_page=facebook');
      await expect(
        page.getByRole('heading', { name: 'ALMOST THERE!! Register With RWL' }),
      ).toBeVisible();
      await expectNoSidewaysScroll(page, '/reg1');

      await registerAtReg1(
        page,
        '?planid=3&subplanid=12&utm_page=facebook',
        uniqueVisitor('phone'),
      );
      await expect(page.getByRole('heading', { name: 'Choose your plan' })).toBeVisible();
      await expectNoSidewaysScroll(page, '/reg-paywall');
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(
        page.getByRole('form', { name: 'Card details' }).getByRole('button', { name: /^Pay / }),
      ).toBeVisible();
      await expectNoSidewaysScroll(page, 'the paywall card form');
    });

    test('upgrade and its card dialog, the profile and the cancellation page', async ({ page }) => {
      await logInTo(page, 'free@example.com');
      await page.goto(`/home/profile/upgrade-downgrade?goBack=${encodeURIComponent('/home')}`);
      await expect(page.getByRole('heading', { name: 'Upgrade/Downgrade' })).toBeVisible();
      await expect(page.getByLabel('Gift card')).toBeVisible();
      await expectNoSidewaysScroll(page, '/home/profile/upgrade-downgrade');

      await page.getByRole('radio', { name: /^Annual/ }).check();
      await page.getByRole('button', { name: 'Upgrade', exact: true }).click();
      const cardDialog = page.getByRole('dialog', { name: 'Card details' });
      const pay = cardDialog.getByRole('button', { name: /^Pay / });
      await expect(pay).toBeVisible();
      await expectNoSidewaysScroll(page, 'the Card details dialog');
      // The Pay button is wholly inside the screen (the dialog itself may scroll down, never sideways).
      const box = await pay.boundingBox();
      expect(box).not.toBeNull();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
      await page.keyboard.press('Escape');

      await page.goto('/home/profile');
      await expect(page.getByRole('heading', { name: 'My profile' })).toBeVisible();
      await expectNoSidewaysScroll(page, '/home/profile');

      await page.goto('/home/profile/unsubscribe');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSidewaysScroll(page, '/home/profile/unsubscribe');
    });

    test('the member home and the content screens (programme, recipes, video, playlists, meal plan, breathe, welcome, quiz)', async ({
      page,
    }) => {
      // Premium sees every section and, on a programme, the header's pin beside the other controls.
      await logInTo(page, 'premium@example.com');
      for (const [path, heading] of [
        ['/home', 'Hello, Priya'],
        ['/home/folder/1059', 'New Beginnings'],
        ['/home/recipes', 'Recipes'],
        ['/home/recipes/2001', 'Overnight oats with berries'],
        ['/home/programvideos/3001', '20-minute full body HIIT'],
        ['/home/playlist', 'My playlists'],
        ['/home/mealplan/5001', '7-day balanced plan'],
        ['/home/breathe', 'Breathe'],
        ['/home/home2', 'Hello, Priya'],
        ['/home/quiz', 'Quiz'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expectNoSidewaysScroll(page, path);
      }
    });

    test("a free member's header with the global search, on a programme (seven controls)", async ({
      page,
    }) => {
      await logInTo(page, 'free@example.com');
      await page.goto('/home/folder/1059');
      await expect(page.getByRole('heading', { level: 1, name: 'New Beginnings' })).toBeVisible();
      await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible();
      await page.evaluate(() => document.fonts.ready.then(() => true));
      await expectNoSidewaysScroll(page, 'the header on /home/folder/1059');
    });

    test("the staff's community list with its move buttons", async ({ page }) => {
      await logInTo(page, 'staff@example.com');
      await page.goto('/home/community/list');
      await expect(page.getByRole('heading', { level: 1, name: 'Communities' })).toBeVisible();
      await expect(page.getByRole('button', { name: /^Move .* down$/ }).first()).toBeVisible();
      // The web font's wider words are what push the buttons out: measure once it is in.
      await page.evaluate(() => document.fonts.ready.then(() => true));
      await expectNoSidewaysScroll(page, '/home/community/list');
    });
  });
}
