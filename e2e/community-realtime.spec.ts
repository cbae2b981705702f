import { expect, test } from './fixtures';
import { PREMIUM, logInTo } from './chat-support';
import { open, realtimeReady } from './community-support';

test('community 1: a post by another member shows as a "new posts" pill, not a jump; opening it shows the post', async ({
  page,
}) => {
  await logInTo(page, PREMIUM);
  await open(page, '/home/community/1');
  const first = page.getByRole('article').first();
  await expect(first).toContainText('Week 3 of New Beginnings done!');
  await realtimeReady(page);

  await page.evaluate(() =>
    window.__mock?.communityPostFromMember({
      userId: 205,
      text: 'Fresh 5k personal best! #running',
    }),
  );
  const pill = page.getByRole('button', { name: '1 new post' });
  await expect(pill).toBeVisible();
  // The feed did not move: the new post waits behind the pill.
  await expect(first).toContainText('Week 3 of New Beginnings done!');
  await expect(page.getByText('Fresh 5k personal best!')).toHaveCount(0);

  await page.evaluate(() =>
    window.__mock?.communityPostFromMember({ userId: 203, text: 'Who is up for a Sunday walk?' }),
  );
  await expect(page.getByRole('button', { name: '2 new posts' })).toBeVisible();
  await page.getByRole('button', { name: '2 new posts' }).click();
  await expect(page.getByRole('article').first()).toContainText('Who is up for a Sunday walk?');
  await expect(page.getByRole('article', { name: 'Post by Leah Wood' }).first()).toContainText(
    'Fresh 5k personal best!',
  );
  await expect(page.getByRole('button', { name: /new posts?$/ })).toHaveCount(0);
});

test('a comment by another member appears on the open post without a reload', async ({ page }) => {
  await logInTo(page, PREMIUM);
  await open(page, '/home/community/1/9003');
  const thread = page.getByRole('region', { name: 'Comments' });
  await expect(thread.getByRole('article', { name: 'Comment by Aisha Khan' })).toBeVisible();
  await expect(page.getByText('3 comments')).toBeVisible();
  await realtimeReady(page);

  await page.evaluate(() =>
    window.__mock?.communityCommentFromMember({ postId: 9003, userId: 205, text: 'Me too! 🙌' }),
  );
  await expect(thread.getByRole('article', { name: 'Comment by Leah Wood' })).toContainText(
    'Me too! 🙌',
  );
  await expect(page.getByText('4 comments')).toBeVisible();
});
