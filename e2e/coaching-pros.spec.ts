import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { seriousViolations } from './axe-support';
import { memberLogIn, quiet } from './plans-support';

/** Issue 16, the coaching marketplace: finding a professional, their profile and plans, near me. */

const MANCHESTER = { latitude: 53.47, longitude: -2.25 };
const LONDON = { latitude: 51.51, longitude: -0.13 };

/** The professionals listed, in order. */
const listed = (page: Page) => page.getByRole('list', { name: 'Professionals' }).getByRole('link');

test.beforeEach(async ({ page }) => {
  await quiet(page);
});

test('a visitor finds Rachel Adams by speciality and by place, opens her profile and her plans', async ({
  page,
}) => {
  const listBodies: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().includes('fitpronew/list')) listBodies.push(request.postDataJSON());
  });
  await page.goto('/rwlpros');
  await expect(
    page.getByRole('heading', { name: 'Fitness professionals', level: 1 }),
  ).toBeVisible();
  await expect(listed(page)).toHaveCount(2);

  await page.getByLabel('Speciality').selectOption('HIIT');
  await expect(listed(page)).toHaveCount(1);
  await expect(listed(page)).toContainText('Rachel Adams');
  await expect(page).toHaveURL(/\/rwlpros\?speciality=HIIT$/);
  expect(listBodies.at(-1)).toEqual({ speciality: 'HIIT' });

  // The filters survive a reload.
  await page.reload();
  await expect(page.getByLabel('Speciality')).toHaveValue('HIIT');
  await expect(listed(page)).toHaveCount(1);

  await page.getByLabel('Speciality').selectOption('');
  // Both again before the next filter: a count of 1 must not be the last filter's answer.
  await expect(listed(page)).toHaveCount(2);
  await page.getByLabel('Place').selectOption('London');
  await expect(listed(page)).toHaveCount(1);
  await expect(listed(page)).toContainText('Rachel Adams');
  await page.getByLabel('Place').selectOption('Manchester');
  await expect(listed(page)).toContainText('Tom Reed');
  await page.getByLabel('Place').selectOption('London');
  await listed(page).filter({ hasText: 'Rachel Adams' }).click();

  await expect(page).toHaveURL(/\/rwlpros\/901$/);
  await expect(page.getByRole('heading', { name: 'Rachel Adams', level: 1 })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Rachel Adams' })).toBeVisible();
  await expect(page.getByText('coached high-intensity interval training')).toBeVisible();
  const classes = page.getByRole('region', { name: 'Classes' });
  await expect(
    classes.getByRole('listitem').filter({ hasText: '4 live HIIT classes' }),
  ).toContainText('£20.00');
  const sessions = page.getByRole('region', { name: 'One-to-one sessions' });
  await expect(
    sessions.getByRole('listitem').filter({ hasText: '30-min PT session' }),
  ).toContainText('£35.00');

  await classes.getByRole('link', { name: 'All class plans' }).click();
  await expect(page).toHaveURL(/\/rwlpros\/901\/plans$/);
  await expect(
    page.getByRole('heading', { name: "Rachel Adams's class plans", level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: '4 live HIIT classes' })).toContainText(
    '£20.00',
  );
});

test('/rwlpros/901/plans opens on its own with the class plan and its price', async ({ page }) => {
  await page.goto('/rwlpros/901/plans');
  await expect(
    page.getByRole('heading', { name: "Rachel Adams's class plans", level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: '4 live HIIT classes' })).toContainText(
    /4 classes.*£20\.00/,
  );
  await page.getByRole('link', { name: 'Back to Rachel Adams' }).click();
  await expect(page).toHaveURL(/\/rwlpros\/901$/);
});

test.describe('near me, location allowed', () => {
  test.use({ geolocation: MANCHESTER, permissions: ['geolocation'] });

  test('professionals are sorted by distance from where the browser is', async ({
    page,
    context,
  }) => {
    await page.goto('/rwlpros');
    await page.getByRole('link', { name: 'Professionals near me' }).click();
    await expect(page).toHaveURL(/\/rwlpros\/prosnearme$/);
    await expect(listed(page)).toHaveCount(2);
    await expect(listed(page).nth(0)).toContainText('Tom Reed');
    await expect(listed(page).nth(0)).toContainText('Under 1 mile away');
    await expect(listed(page).nth(1)).toContainText('Rachel Adams');
    await expect(listed(page).nth(1)).toContainText('162 miles away');

    await context.setGeolocation(LONDON);
    await page.reload();
    await expect(listed(page).nth(0)).toContainText('Rachel Adams');
    await expect(listed(page).nth(1)).toContainText('Tom Reed');
  });

  test("a member's prosnearme (the notification's target) and a home card's profile open in the member area", async ({
    page,
  }) => {
    await memberLogIn(page, 'premium@example.com');
    await page.goto('/home/rwlpros/prosnearme');
    await expect(
      page.getByRole('heading', { name: 'Professionals near me', level: 1 }),
    ).toBeVisible();
    await expect(listed(page).nth(0)).toContainText('Tom Reed');
    await listed(page).nth(1).click();
    await expect(page).toHaveURL(/\/home\/rwlpros\/901$/);
    await expect(page.getByRole('heading', { name: 'Rachel Adams', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'All class plans' })).toHaveAttribute(
      'href',
      '/home/rwlpros/901/plans',
    );
  });
});

test.describe('near me, location refused', () => {
  test.use({ permissions: [] });

  test('says why no professionals are shown and offers the whole list', async ({ page }) => {
    const nearMeCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('fitpro/near_me')) nearMeCalls.push(request.url());
    });
    await page.goto('/rwlpros/prosnearme');
    await expect(page.getByRole('alert')).toContainText(
      'Location access is turned off for this site, so we cannot show professionals near you.',
    );
    await page.getByRole('link', { name: 'Browse all professionals' }).click();
    await expect(page).toHaveURL(/\/rwlpros$/);
    await expect(listed(page)).toHaveCount(2);
    expect(nearMeCalls).toEqual([]);
  });
});

// At the narrowest phone; the desktop layout's axe run is e2e/accessibility.spec.ts's coach page.
for (const width of [320]) {
  test(`the list, a profile and its plans have no serious accessibility violations and no sideways scroll at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const screens: [string, string][] = [
      ['/rwlpros', 'Fitness professionals'],
      ['/rwlpros/901', 'Rachel Adams'],
      ['/rwlpros/901/plans', "Rachel Adams's class plans"],
    ];
    for (const [path, heading] of screens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(
        page.getByText('£20.00').or(page.getByText('2 professionals')).first(),
      ).toBeVisible();
      await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
      expect(await seriousViolations(page, path)).toEqual([]);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    }
  });
}
