import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Long journeys with page loads on a shared machine.
import { PREMIUM, logInTo } from './chat-support';
import { mockReady } from './support';
import { callsTo, open, uploadsTo } from './community-support';

function post(page: Page, text: string) {
  return page.getByRole('article').filter({ hasText: text });
}

test('community 1: post text (HTML shown as text), like and unlike with a refused like rolled back, and the like survives a reload', async ({
  page,
}) => {
  await logInTo(page, PREMIUM);
  const posted = callsTo(page, 'community/post');
  await open(page, '/home/community/1');
  await expect(page.getByRole('heading', { name: 'RWL Community', level: 1 })).toBeVisible();
  await expect(post(page, 'Week 3 of New Beginnings done!')).toBeVisible();

  // An empty post is not sent.
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByText('Please write something or add a photo or video.')).toBeVisible();

  const text = 'Evening stretch done <img src=x onerror=alert(1)> <b>bold?</b> #summershred';
  await page.getByLabel('Write a post').fill(text);
  await expect(page.getByText(`${text.length} / 2000`)).toBeVisible();
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  const mine = page.getByRole('article', { name: 'Post by Priya Premium' });
  await expect(mine).toContainText(
    'Evening stretch done <img src=x onerror=alert(1)> <b>bold?</b>',
  );
  await expect(mine.locator('b')).toHaveCount(0);
  await expect(mine.locator('img')).toHaveCount(0);
  expect(posted.at(-1)).toMatchObject({ community_id: 1, text, media: [] });

  // Like and unlike: the count moves at once.
  const sam = post(page, 'Summer Shred starts Monday!');
  await sam.scrollIntoViewIfNeeded();
  await expect(sam.getByRole('link', { name: '12 likes' })).toBeVisible();
  const likeAnswered = () =>
    page.waitForResponse((response) => response.url().endsWith('/community/like'));
  let answered = likeAnswered();
  await sam.getByRole('button', { name: 'Like', pressed: false }).click();
  await expect(sam.getByRole('link', { name: '13 likes' })).toBeVisible();
  await answered;
  answered = likeAnswered();
  await sam.getByRole('button', { name: 'Like', pressed: true }).click();
  await expect(sam.getByRole('link', { name: '12 likes' })).toBeVisible();
  // The count moved before the server answered: wait for the answer, so that the failure below
  // meets the next like and not this unlike still on its way.
  await answered;

  // A refused like is rolled back and the server's message shows.
  await page.evaluate(() =>
    window.__mock?.fail('community/like', 'Likes are resting for a moment.'),
  );
  await sam.getByRole('button', { name: 'Like', pressed: false }).click();
  const alert = page.getByRole('dialog', { name: 'Alert' });
  await expect(alert).toContainText('Likes are resting for a moment.');
  await expect(sam.getByRole('link', { name: '12 likes' })).toBeVisible();
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toBeHidden();
  await expect(sam.getByRole('button', { name: 'Like', pressed: false })).toBeVisible();

  await page.evaluate(() => window.__mock?.clearFailures());
  // The like is on the server before the reload.
  await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/community/like')),
    sam.getByRole('button', { name: 'Like', pressed: false }).click(),
  ]);
  await expect(sam.getByRole('link', { name: '13 likes' })).toBeVisible();
  await page.reload();
  await mockReady(page);
  // A fresh page load (mock start, user check, feed): allow for a busy machine.
  await expect(
    post(page, 'Summer Shred starts Monday!').getByRole('link', { name: '13 likes' }),
  ).toBeVisible();
});

test('community 1: comment and reply on a post, like a comment, and the comments survive a reload', async ({
  page,
}) => {
  await logInTo(page, PREMIUM);
  const comments = callsTo(page, 'community/comment');
  await open(page, '/home/community/1');
  await post(page, 'Summer Shred starts Monday!').getByRole('link', { name: '3 comments' }).click();
  await expect(page).toHaveURL(/\/home\/community\/1\/9003$/);

  const thread = page.getByRole('region', { name: 'Comments' });
  await thread.getByLabel('Write a comment').fill('Count me in too!');
  await thread.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(thread.getByRole('article', { name: 'Comment by Priya Premium' })).toContainText(
    'Count me in too!',
  );
  await expect(page.getByText('4 comments')).toBeVisible();
  expect(comments.at(-1)).toMatchObject({ post_id: 9003, parent_id: 0, text: 'Count me in too!' });

  const aisha = thread.getByRole('article', { name: 'Comment by Aisha Khan' });
  await aisha.getByRole('button', { name: 'Reply' }).click();
  await page.getByLabel('Reply to Aisha Khan').fill('See you Monday @aishakhan');
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByRole('list', { name: 'Replies to Aisha Khan' })).toContainText(
    'See you Monday @aishakhan',
  );
  expect(comments.at(-1)).toMatchObject({ post_id: 9003, parent_id: 9501 });

  // Comment likes too.
  await aisha.getByRole('button', { name: 'Like comment by Aisha Khan', pressed: false }).click();
  await expect(aisha.getByText('2 likes')).toBeVisible();

  // Comments survive a reload.
  await page.reload();
  await mockReady(page);
  await expect(
    page.getByRole('region', { name: 'Comments' }).getByText('Count me in too!'),
  ).toBeVisible();
});

test('community 1: delete my own post after confirming', async ({ page }) => {
  await logInTo(page, PREMIUM);
  const deletes = callsTo(page, 'community/post_delete');
  await open(page, '/home/community/1');
  await page.getByLabel('Write a post').fill('A post I will delete');
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  const mine = post(page, 'A post I will delete');
  await expect(mine).toBeVisible();
  await mine.getByRole('button', { name: 'Delete post' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete post?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(mine).toBeVisible();
  await mine.getByRole('button', { name: 'Delete post' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(mine).toHaveCount(0);
  expect(deletes).toHaveLength(1);
});

test('community 1: a file of another type is refused before upload with the extension list; a photo shows a preview and is posted', async ({
  page,
}) => {
  await logInTo(page, PREMIUM);
  const uploads = uploadsTo(page);
  await open(page, '/home/community/1');
  const files = page.getByLabel('Add photos or videos');
  await files.setInputFiles({
    name: 'plan.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4'),
  });
  await expect(
    page.getByText('Only .jpg, .jpeg, .gif, .png, .mp4 and .mov files can be posted.'),
  ).toBeVisible();
  expect(uploads).toHaveLength(0);

  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  await files.setInputFiles({ name: 'stretch.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('img', { name: 'Preview of stretch.png' })).toBeVisible();
  await page.getByLabel('Write a post').fill('Stretch set-up #mobility');
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  const mine = post(page, 'Stretch set-up');
  await expect(mine.getByRole('img', { name: 'Photo 1 of the post' })).toBeVisible();
  expect(uploads).toHaveLength(1);
});
