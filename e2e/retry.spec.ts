import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { quietShell } from './shell-support';
import { mockReady, signIn } from './support';

const fail = (page: Page, part: string) =>
  page.evaluate((path) => window.__mock?.fail(path, 'We are down for a moment.'), part);
const serverBack = (page: Page) => page.evaluate(() => window.__mock?.clearFailures());

/** The failure is shown with Try again; once the server is back, Try again shows the content. */
async function retryBringsBack(page: Page, where: ReturnType<Page['locator']>) {
  const failed = where.getByRole('alert').filter({ hasText: 'We are down for a moment.' });
  await expect(failed).toBeVisible();
  await serverBack(page);
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(failed).toHaveCount(0);
}

test('after an outage, Try again brings back an article, a recipe, the feed, a product and the notifications', async ({
  page,
}) => {
  await quietShell(page);
  await signIn(page, 'premium@example.com');
  await page.goto('/blog');
  await mockReady(page);
  const main = page.getByRole('main');

  // An article opened from the blog while its call fails (in-app, as a reader would).
  const article = page.getByRole('link', { name: 'How to start strength training' }).first();
  await expect(article).toBeVisible();
  await fail(page, 'blogs/single');
  await fail(page, 'blog_details');
  await article.click();
  await retryBringsBack(page, main);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(
    'How to start strength training',
  );
  await expect(main.locator('.blog-article__body, article').first()).not.toBeEmpty();

  await fail(page, 'recipes/recipe_details');
  await page.goto('/home/recipes/2001');
  await retryBringsBack(page, main);
  await expect(main.getByRole('heading', { name: 'Overnight oats with berries' })).toBeVisible();

  await fail(page, 'community/posts');
  await page.goto('/home/community/1');
  await retryBringsBack(page, main);
  await expect(main.getByRole('list', { name: 'Posts' })).toBeVisible();

  await fail(page, 'single_product');
  await page.goto('/shop');
  await page
    .getByRole('link', { name: /Resistance band set/ })
    .first()
    .click();
  await retryBringsBack(page, main);
  await expect(main.getByRole('heading', { name: 'Resistance band set' })).toBeVisible();

  await fail(page, 'notification/list');
  await page.getByRole('button', { name: /Notifications/ }).click();
  const drawer = page.getByRole('dialog', { name: /Notifications/ });
  await retryBringsBack(page, drawer);
  await expect(drawer.getByRole('region', { name: 'New notifications' })).toBeVisible();
});
