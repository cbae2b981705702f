import { expect, test } from './fixtures';
import { PREMIUM, logInTo } from './chat-support';
import { open } from './community-support';

test('community 1: a #hashtag opens the search with the posts tagged; a search by @name finds a member’s posts', async ({
  page,
}) => {
  await logInTo(page, PREMIUM);
  await open(page, '/home/community/1');
  await page
    .getByRole('article')
    .filter({ hasText: 'Summer Shred starts Monday!' })
    .getByRole('link', { name: '#summershred' })
    .click();
  await expect(page).toHaveURL(/\/home\/community\/1\/search\?q=%23summershred$/);
  const results = page.getByRole('region', { name: /posts? for #summershred/ });
  await expect(results.getByRole('heading')).toHaveText('1 post for #summershred');
  await expect(results.getByRole('article', { name: 'Post by Sam Green' })).toBeVisible();

  const field = page.getByLabel('Search by @name or #hashtag');
  await expect(field).toHaveValue('#summershred');
  await field.fill('@Aisha');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('heading', { name: /posts for @Aisha/ })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Post by Aisha Khan' }).first()).toBeVisible();
  await expect(page.getByRole('article', { name: 'Post by Sam Green' })).toHaveCount(0);

  // Nothing typed: a message, no search.
  await field.fill('  ');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('Please enter a @name or a #hashtag.')).toBeVisible();
});
