import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logInThroughForm, logInTo, PREMIUM } from './chat-support';
import { registerAtReg1, uniqueVisitor } from './registration-support';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** Runs axe over the page as it is and fails on any serious or critical violation. */
async function expectNoSeriousViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
      why: violation.nodes[0]?.failureSummary,
    }));
  expect(serious).toEqual([]);
}

/** The cookie decision is made (the banner is checked on its own screen) and the tour is done. */
async function quiet(page: Page): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('onboarding_tour_done', '1'));
  await page
    .context()
    .addCookies([
      { name: 'cookie_consent_user_accepted', value: 'false', url: 'http://127.0.0.1' },
    ]);
}

for (const size of SIZES) {
  test.describe(`axe at ${size.name} size (${size.width} px)`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('the landing pages, with and without the cookie banner', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(
        page
          .getByRole('dialog', { name: /cookie/i })
          .or(page.getByRole('region', { name: /cookie/i })),
      ).toBeVisible();
      await expectNoSeriousViolations(page);

      await quiet(page);
      await page.goto('/pages/30days1');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    test('/login and the paywall', async ({ page }) => {
      await quiet(page);
      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
      await expectNoSeriousViolations(page);

      await registerAtReg1(page, '?planid=3&subplanid=12&utm_page=facebook', uniqueVisitor('axe'));
      await expect(page.getByRole('heading', { name: 'Choose your plan' })).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByRole('heading', { name: 'Your payment details' })).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    test('the pinned programme, the member home, the notification drawer and the upgrade page', async ({
      page,
    }) => {
      // premium@example.com lands on the programme pinned as its start page.
      await logInThroughForm(page, PREMIUM);
      await expect(page.getByRole('heading', { name: 'New Beginnings' })).toBeVisible();
      await expectNoSeriousViolations(page);

      await page.goto('/home');
      await expect(page.getByRole('heading', { name: 'Hello, Priya' })).toBeVisible();
      await expectNoSeriousViolations(page);

      await page.getByRole('button', { name: /^Notifications/ }).click();
      const drawer = page.getByRole('dialog', { name: 'Notifications' });
      await expect(drawer.getByRole('listitem').first()).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();

      await page.goto(`/home/profile/upgrade-downgrade?goBack=${encodeURIComponent('/home')}`);
      await expect(page.getByRole('heading', { name: 'Upgrade/Downgrade' })).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    test('the chat list and a conversation', async ({ page }) => {
      await logInTo(page, PREMIUM);
      await page.goto('/home/chatlist');
      await expect(page.getByRole('tabpanel').getByRole('link').first()).toBeVisible();
      await expectNoSeriousViolations(page);

      await page.goto('/home/messenger?rec=110');
      await expect(page.getByRole('heading', { name: 'Rachel Coach' })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Messages with Rachel Coach' })).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  });
}

test.describe('carousel rows by keyboard', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a landing row and a member home row take focus and scroll with the arrow keys', async ({
    page,
  }) => {
    await quiet(page);
    await page.goto('/pages/30days1');
    const row = page.getByRole('group', { name: 'Real members, real results, slides' });
    await row.scrollIntoViewIfNeeded();
    await row.focus();
    await expect(row).toBeFocused();
    expect(await row.evaluate((element) => element.scrollLeft)).toBe(0);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => row.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);

    await logInThroughForm(page, PREMIUM);
    await page.goto('/home');
    const recipes = page.getByRole('group', { name: 'Recipes' });
    await recipes.scrollIntoViewIfNeeded();
    await expect(recipes).toHaveAttribute('tabindex', '0');
    await recipes.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => recipes.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  });
});

// At the desktop width: the shop's phone walk is e2e/shop.spec.ts (on a phone).
for (const size of [SIZES[0]]) {
  test.describe(`axe on the shop, blog, magazine and retreats at ${size.name} size`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('a product, the checkout, an article, a magazine article and a retreat', async ({
      page,
    }) => {
      await quiet(page);
      for (const [path, heading] of [
        ['/shop', 'Shop'],
        ['/shop/product/7001', 'Resistance band set'],
        ['/shop/product/7002', 'Yoga mat'],
        ['/blog', 'Blog'],
        ['/blog/1301', 'How to start strength training'],
        ['/magazine', 'Magazine'],
        ['/magazine/11/1101', '10 swaps for a lighter summer'],
        ['/retreats/1401', 'Cotswolds wellness weekend'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expectNoSeriousViolations(page);
      }
      await page.goto('/shop/product/7001');
      await page.getByRole('button', { name: 'Add to basket' }).click();
      await page.goto('/checkout');
      await page.getByRole('button', { name: 'Continue to payment' }).click();
      await expect(page.getByText('Please enter a valid UK postcode.')).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  });
}

for (const size of SIZES) {
  test.describe(`axe on the gift cards at ${size.name} size`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('the gift card form with its messages, and its payment step', async ({ page }) => {
      await logInTo(page, PREMIUM);
      await page.goto('/home/giftcards');
      const form = page.getByRole('form', { name: 'Buy a gift card' });
      await form.getByRole('button', { name: 'Continue to payment' }).click();
      await expect(form.getByText("Please enter the recipient's name.")).toBeVisible();
      await expectNoSeriousViolations(page);
      await form.getByLabel("Recipient's name").fill('Fiona Free');
      await form.getByLabel("Recipient's email").fill('free@example.com');
      await form.getByRole('button', { name: 'Continue to payment' }).click();
      await expect(page.getByRole('form', { name: 'Card details' })).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  });
}

// A control's name does not change with the width: checked at the desktop width.
for (const size of [SIZES[0]]) {
  test.describe(`a control's name holds its visible words (WCAG 2.5.3) at ${size.name} size`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('the landing pages with a named logo, a playlist and the planner', async ({ page }) => {
      await quiet(page);
      for (const path of ['/confidencecourse', '/pages/retreats-interest']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoSeriousViolations(page);
      }

      await logInThroughForm(page, PREMIUM);
      await page.goto('/home/playlist/6001');
      await expect(page.getByRole('button', { name: 'Move Low-impact toning down' })).toBeVisible();
      await expectNoSeriousViolations(page);

      await page.goto('/home/dailyplanner');
      await expect(
        page.getByRole('button', { name: 'Done: 20-minute full body HIIT' }),
      ).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  });
}

// Tapping is a phone's: checked at the phone width.
for (const size of [SIZES[1]]) {
  test.describe(`targets big enough to tap (WCAG 2.5.8) at ${size.name} size`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test("a coach's page with the link to the class calendar", async ({ page }) => {
      await logInTo(page, PREMIUM);
      await page.goto('/home/rwlpros/901');
      await expect(page.getByRole('link', { name: "Rachel Adams's class calendar" })).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  });
}
