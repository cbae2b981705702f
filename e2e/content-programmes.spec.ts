import { expect, test } from './fixtures';
import { logInThroughForm } from './chat-support';
import { VIEWPORTS, mainNav, member, subNav } from './content-support';

// The programme screens at desktop size (the navigation's walk: e2e/navigation.spec.ts).
test.describe('programmes', () => {
  test.use({ viewport: VIEWPORTS[0].viewport });

  test('a Free member on Results with Frankie is told they have no access and offered the upgrade', async ({
    page,
  }) => {
    await member(page, 'free@example.com');
    await page.goto('/home/folder/1061');
    const popup = page.getByRole('dialog', { name: 'Alert' });
    await expect(popup).toContainText("You don't have access this folder.");
    await expect(page.getByText('Week 1')).toHaveCount(0);
    await popup.getByRole('button', { name: 'Upgrade to Premium' }).click();
    await expect(page).toHaveURL(/\/home\/profile\/upgrade-downgrade$/);
  });

  test('the fitness-only member is offered the upgrade on The Diet Coaches but opens New Beginnings', async ({
    page,
  }) => {
    await member(page, 'fitnessonly@example.com');
    await page.goto('/home/folder/1064');
    await expect(page.getByRole('heading', { name: 'The Diet Coaches' })).toBeVisible();
    const popup = page.getByRole('dialog', { name: 'Alert' });
    await expect(popup).toContainText("You don't have access this folder.");
    await popup.getByRole('button', { name: 'Not now' }).click();
    await expect(page.getByRole('link', { name: 'Upgrade to Premium' })).toBeVisible();

    await page.goto('/home/folder/1059');
    await expect(page.getByText('Programme progress: 0 of 36 done')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Alert' })).toHaveCount(0);
  });

  test('a Premium member sees weeks, days and their content, and lands on a newly pinned programme after signing in', async ({
    page,
  }) => {
    await logInThroughForm(page, 'premium@example.com');
    // premium@example.com has New Beginnings pinned: sign-in lands there.
    await expect(page).toHaveURL(/\/home\/folder\/1059$/);
    await expect(page.getByRole('heading', { name: 'New Beginnings' })).toBeVisible();
    await expect(page.getByText('Week 1', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('link', { name: '20-minute full body HIIT' }).first(),
    ).toHaveAttribute('href', '/home/programvideos/3001');
    await expect(page.getByRole('link', { name: 'Low-impact toning' }).first()).toHaveAttribute(
      'href',
      '/home/programvideos/3002',
    );
    await expect(page.getByRole('link', { name: 'Morning mindset' }).first()).toHaveAttribute(
      'href',
      '/home/programaudios/4001',
    );
    await expect(mainNav(page, false).getByRole('link', { name: 'Workouts' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(
      subNav(page, 'Workouts').getByRole('link', { name: 'Programmes' }),
    ).toHaveAttribute('aria-current', 'page');

    // The Diet Coaches: recipes and the meal plan link to their screens.
    await page.goto('/home/folder/1064');
    await expect(page.getByRole('link', { name: 'Meal plan for the day' }).first()).toHaveAttribute(
      'href',
      '/home/mealplan/5001',
    );
    await expect(page.getByRole('link', { name: /^Recipe: / }).first()).toHaveAttribute(
      'href',
      '/home/recipes/2001',
    );

    // Pin Results with Frankie, log out, log in: it is the start page.
    await page.goto('/home/folder/1061');
    await page.getByRole('button', { name: 'Pin this page as my start page' }).click();
    await page
      .getByRole('dialog', { name: 'Pin page' })
      .getByRole('button', { name: 'Yes' })
      .click();
    await expect(page.getByRole('button', { name: 'Unpin this page' })).toBeVisible();
    await page.getByLabel('Account menu').click();
    await page.getByRole('link', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await logInThroughForm(page, 'premium@example.com');
    await expect(page).toHaveURL(/\/home\/folder\/1061$/);
    await expect(page.getByRole('heading', { name: 'Results with Frankie' })).toBeVisible();
  });
});
