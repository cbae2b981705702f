import { expect, test } from './fixtures';
import { logIn, mockReady, signIn } from './support';

/** Issue 17, the blog: public articles, categories, more as the reader scrolls, favourites for members. */

test.beforeEach(async ({ context }) => {
  await context.addCookies([
    { name: 'cookie_consent_user_accepted', value: 'false', url: 'http://127.0.0.1' },
  ]);
});

test('a visitor reads /blog/1301 without logging in, and the list loads more articles by category', async ({
  page,
}) => {
  await page.goto('/blog/1301');
  await expect(page).toHaveURL(/\/blog\/1301$/);
  await expect(
    page.getByRole('heading', { name: 'How to start strength training', level: 1 }),
  ).toBeVisible();
  await expect(page).toHaveTitle('How to start strength training | RWL blog');
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    'How to start strength training | RWL blog',
  );
  await expect(page.getByRole('heading', { name: 'Your first four weeks' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'read the NHS guidance' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.nhs\.uk\//,
  );
  await expect(page.getByRole('button', { name: 'Save to favourites' })).toHaveCount(0);

  await page.getByRole('link', { name: 'All articles' }).click();
  await expect(page.getByRole('heading', { name: 'Blog', level: 1 })).toBeVisible();
  const cards = page.locator('.blog-card__link');
  await expect(cards).toHaveCount(6);
  await page.locator('.blog-card__link').last().scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: 'More articles' }).scrollIntoViewIfNeeded();
  await expect(cards).toHaveCount(12);
  await page
    .getByRole('group', { name: 'Categories' })
    .getByRole('button', { name: 'Food' })
    .click();
  await expect(cards.first()).toContainText('Food');
  await expect(page.locator('.blog-card__category').filter({ hasNotText: 'Food' })).toHaveCount(0);

  // The blog newsletter refuses a bad email before sending anything.
  const newsletter = page.getByRole('form', { name: 'Blog newsletter' });
  await newsletter.getByLabel('Email').fill('nope');
  await newsletter.getByRole('button', { name: 'Subscribe' }).click();
  await expect(newsletter.getByText('Please enter a valid email address.')).toBeVisible();
  await newsletter.getByLabel('Email').fill('reader@example.com');
  await newsletter.getByRole('button', { name: 'Subscribe' }).click();
  await expect(newsletter.getByRole('status')).toHaveText('Thank you for subscribing.');
});

test("an 'Access Denied!' reply on a blog page keeps the reader on the blog", async ({ page }) => {
  await page.goto('/login');
  await mockReady(page);
  await logIn(page, 'free@example.com');
  await page.evaluate(() => window.__mock?.fail('blogs/single', 'Access Denied!'));
  await page.goto('/blog/1301');
  await expect(page.getByText('Access Denied!')).toBeVisible();
  await expect(page).toHaveURL(/\/blog\/1301$/);
  await page.evaluate(() => window.__mock?.clearFailures());
});

test('a member saves an article to favourites, kept after a reload', async ({ page }) => {
  await signIn(page, 'free@example.com');
  await page.goto('/blog/1301');
  const save = page.getByRole('button', { name: 'Save to favourites' });
  await save.click();
  await expect(page.getByRole('button', { name: 'Saved to favourites' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.reload();
  await expect(page.getByRole('button', { name: 'Saved to favourites' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});
