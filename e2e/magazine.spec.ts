import { expect, test } from './fixtures';
import { signIn } from './support';

/** Issue 17, the magazine: issues, an issue's articles, an article, search, preview, and members. */

test.beforeEach(async ({ context }) => {
  await context.addCookies([
    { name: 'cookie_consent_user_accepted', value: 'false', url: 'http://127.0.0.1' },
  ]);
});

test('a visitor opens issue 11 and reads article 1101; search and preview mode work', async ({
  page,
}) => {
  await page.goto('/magazine');
  await expect(page.getByRole('heading', { name: 'Magazine', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Spring 2026' })).toBeVisible();
  await page.getByRole('link', { name: 'Summer 2026' }).click();
  await expect(page).toHaveURL(/\/magazine\/11$/);
  await expect(page.getByRole('heading', { name: 'Summer 2026', level: 1 })).toBeVisible();
  const articles = page.getByRole('list', { name: 'Articles in Summer 2026' }).getByRole('link');
  await expect(articles).toHaveCount(6);
  await articles.filter({ hasText: '10 swaps for a lighter summer' }).click();
  await expect(page).toHaveURL(/\/magazine\/11\/1101$/);
  await expect(
    page.getByRole('heading', { name: '10 swaps for a lighter summer', level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Why swaps work' })).toBeVisible();
  await expect(page).toHaveTitle('10 swaps for a lighter summer | RWL magazine');

  await page.goto('/magazine');
  await page.getByLabel('Search the magazine').fill('swaps');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(
    page.getByRole('list', { name: 'Articles matching swaps' }).getByRole('link'),
  ).toHaveCount(1);

  // A category, and the address a magazine notification opens (category, sub-category, slug).
  await page.getByRole('link', { name: 'Fitness', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Fitness', level: 1 })).toBeVisible();
  await page.goto('/magazine/food/summer/summer-recipes');
  await expect(
    page.getByRole('heading', { name: 'Summer recipes for the whole family', level: 1 }),
  ).toBeVisible();

  await page.goto('/magazine-preview/9001');
  await expect(page.getByRole('note')).toHaveText('Preview: this article is not published yet.');
  await expect(
    page.getByRole('heading', { name: 'Autumn comfort food, lighter', level: 1 }),
  ).toBeVisible();
});

test('a member reads the same article through the logged-in call', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (/magazine\/single|frontend\/magazine_details/.test(request.url()))
      calls.push(new URL(request.url()).pathname);
  });
  await signIn(page, 'free@example.com');
  await page.goto('/magazine/11/1101');
  await expect(
    page.getByRole('heading', { name: '10 swaps for a lighter summer', level: 1 }),
  ).toBeVisible();
  expect(calls.some((path) => path.endsWith('/magazine/single'))).toBe(true);
  expect(calls.some((path) => path.endsWith('/frontend/magazine_details'))).toBe(false);
});
