import { expect, test } from './fixtures';
import { logIn, mockReady, signIn } from './support';
import { quietShell } from './shell-support';

function journeys() {
  test.beforeEach(async ({ page }) => {
    await quietShell(page);
  });

  test('every section shows with the default toggles, and cards open their screens', async ({
    page,
  }) => {
    await signIn(page, 'premium@example.com');
    await page.goto('/home');
    for (const title of [
      'Highlights',
      'Get started',
      'Today',
      "What's today",
      'Recommended workout',
      'Next video',
      'Recommended extras',
      'VIP masterclasses',
      'Activity',
      'Your progress',
      'Programmes',
      'Videos',
      'Recipes',
      'Community posts',
      'Wellbeing',
      'Meet the trainers',
      'Magazine',
      'Support',
      'From the shop',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
    }
    // Pregnancy tips are for members who are pregnant.
    await expect(page.getByRole('heading', { name: 'Pregnancy tips' })).toHaveCount(0);

    // A community post opens its community's feed (a screen since issue 15).
    const community = page.getByRole('region', { name: 'Community posts' });
    await expect(
      community.getByRole('link', { name: /Sam Green: Week 2 of #summershred done!/ }),
    ).toHaveAttribute('href', '/home/community/1');

    const extras = page.getByRole('region', { name: 'Recommended extras' });
    await extras.getByRole('link', { name: /7-day balanced plan/ }).click();
    await expect(page).toHaveURL(/\/home\/mealplan\/5001$/);
    await expect(
      page.getByRole('heading', { name: '7-day balanced plan', level: 1 }),
    ).toBeVisible();

    await page.goBack();
    await page
      .getByRole('region', { name: "What's today" })
      .getByRole('link', { name: /Overnight oats with berries/ })
      .click();
    await expect(page).toHaveURL(/\/home\/recipes\/2001$/);

    await page.goBack();
    await page
      .getByRole('region', { name: 'Recipes', exact: true })
      .getByRole('link', { name: /Green goddess salad/ })
      .click();
    await expect(page).toHaveURL(/\/home\/recipes\/2003$/);
  });

  test('display toggles hide their sections', async ({ page }) => {
    await page.goto('/login');
    await mockReady(page);
    await page.evaluate(() =>
      window.__mock?.setDisplayToggles('premium@example.com', {
        show_next_video: 0,
        show_dashboard_extra: 0,
        show_dashboard_support: 0,
        show_dashboard_adverising: 0,
        show_weight: 0,
        show_calories: 0,
        show_mood: 0,
        is_pregnant_currently: 1,
      }),
    );
    await logIn(page, 'premium@example.com');
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 2, name: "What's today" })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Pregnancy tips' })).toBeVisible();
    for (const title of [
      'Next video',
      'Recommended extras',
      'Support',
      'From the shop',
      'Your progress',
      'Wellbeing',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toHaveCount(
        0,
      );
    }
  });

  test('a today-activity item with an error message shows it instead of opening the media', async ({
    page,
  }) => {
    await signIn(page, 'premium@example.com');
    await page.goto('/home');
    await page
      .getByRole('region', { name: "What's today" })
      .getByRole('button', { name: /Morning mindset/ })
      .click();
    const alert = page.getByRole('dialog', { name: 'Alert' });
    await expect(alert).toContainText('This audio is being updated. Please try again later.');
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('a failing section shows the server message and an empty one its empty state', async ({
    page,
  }) => {
    await page.goto('/login');
    await mockReady(page);
    await page.evaluate(() => {
      window.__mock?.fail('dashboard_new/masterclasses', 'Masterclasses are being refreshed.');
      window.__mock?.setHomeSection('meet_the_trainers', []);
    });
    await logIn(page, 'premium@example.com');
    await page.goto('/home');
    await expect(
      page.getByRole('region', { name: 'VIP masterclasses' }).getByRole('alert'),
    ).toContainText('Masterclasses are being refreshed.');
    await expect(page.getByRole('region', { name: 'Meet the trainers' })).toContainText(
      'Nothing in Meet the trainers yet.',
    );
    await page.evaluate(() => window.__mock?.clearFailures());
  });
}

test.describe('content: member home (desktop)', () => {
  journeys();
});

// The home's phone walk is e2e/phone-overflow.spec.ts; here the recipe screens at 320 px.
test.describe('content: member home (phone)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('recipe and meal plan screens fit a 320 px phone with no horizontal scroll', async ({
    page,
  }) => {
    await quietShell(page);
    await page.setViewportSize({ width: 320, height: 700 });
    await signIn(page, 'premium@example.com');
    for (const path of ['/home/recipes', '/home/recipes/2001', '/home/mealplan/5001']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

test('the welcome section (/home/home2), the community entry (/home/community) and /home/upgrade-downgrade open for a member', async ({
  page,
}) => {
  await quietShell(page);
  await signIn(page, 'free@example.com');
  await page.goto('/home/home2');
  await expect(page.getByRole('heading', { name: 'Hello, Fiona' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute(
    'href',
    /goBack=%2Fhome%2Fhome2$/,
  );
  await expect(
    page.getByRole('region', { name: 'Get started' }).getByText('Set your goals'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Go to my dashboard' }).click();
  await expect(page).toHaveURL(/\/home$/);

  await page.goto('/home/community');
  await expect(page.getByRole('heading', { name: 'Communities', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/home\/community$/);

  await page.goto(`/home/upgrade-downgrade?goBack=${encodeURIComponent('/home')}`);
  await expect(page.getByRole('heading', { name: 'Upgrade/Downgrade', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/home\/upgrade-downgrade\?goBack=%2Fhome$/);
});
