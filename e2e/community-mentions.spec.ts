import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { PREMIUM, logInTo } from './chat-support';
import { callsTo, open } from './community-support';
import { logIn } from './support';

// A journey with page loads on a shared machine.

test('community 1: "@sa" in a comment suggests Sam Green, picked with the keyboard; the sent comment links to his profile', async ({
  page,
}) => {
  await logInTo(page, PREMIUM);
  const comments = callsTo(page, 'community/comment');
  const searches = callsTo(page, 'friends/search_user');
  await open(page, '/home/community/1/9003');

  const thread = page.getByRole('region', { name: 'Comments' });
  const box = thread.getByRole('combobox', { name: 'Write a comment' });
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await box.pressSequentially('Well done @sa');

  const list = page.getByRole('listbox', { name: 'Members to mention' });
  const sam = list.getByRole('option', { name: 'Sam Green @samgreen' });
  await expect(sam).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const samId = await sam.getAttribute('id');
  await expect(box).toHaveAttribute('aria-activedescendant', samId ?? '');
  // Never a search for "@" alone: only for the name typed so far.
  expect(searches.length).toBeGreaterThan(0);
  for (const search of searches) expect(['s', 'sa']).toContain(search.search);

  // The open combobox and its listbox pass axe (WCAG 2.2 AA) in the comments.
  const axe = await new AxeBuilder({ page })
    .include('.comments')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);

  // ArrowDown moves to the next member, ArrowUp back; Enter picks.
  await box.press('ArrowDown');
  await expect(list.getByRole('option').nth(1)).toHaveAttribute('aria-selected', 'true');
  await box.press('ArrowUp');
  await expect(sam).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expect(list).toBeHidden();
  await expect(box).toHaveValue('Well done @samgreen ');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  // The caret is after the mention: typing goes on from there.
  await box.pressSequentially('see you Monday');
  await expect(box).toHaveValue('Well done @samgreen see you Monday');

  await thread.getByRole('button', { name: 'Comment', exact: true }).click();
  const mine = thread.getByRole('article', { name: 'Comment by Priya Premium' });
  const mention = mine.getByRole('link', { name: '@samgreen' });
  await expect(mention).toHaveAttribute('href', '/home/profileview/201');
  expect(comments.at(-1)).toMatchObject({
    post_id: 9003,
    parent_id: 0,
    text: 'Well done @samgreen see you Monday',
  });

  await mention.click();
  await expect(page).toHaveURL(/\/home\/profileview\/201$/);
  await expect(
    page.getByRole('main').getByRole('heading', { name: 'Sam Green', level: 1 }),
  ).toBeVisible();
});

test('community 1: a reply picks a member with a tap on the suggestion; Escape closes the list', async ({
  page,
}) => {
  await logInTo(page, PREMIUM);
  const comments = callsTo(page, 'community/comment');
  await open(page, '/home/community/1/9003');

  const thread = page.getByRole('region', { name: 'Comments' });
  const aisha = thread.getByRole('article', { name: 'Comment by Aisha Khan' });
  await aisha.getByRole('button', { name: 'Reply' }).click();
  const box = page.getByRole('combobox', { name: 'Reply to Aisha Khan' });
  await box.pressSequentially('Thanks @jo');
  const list = page.getByRole('listbox', { name: 'Members to mention' });
  await expect(list.getByRole('option', { name: 'Jo Taylor @jotaylor' })).toBeVisible();
  await box.press('Escape');
  await expect(list).toBeHidden();
  await expect(box).toHaveValue('Thanks @jo');

  await box.pressSequentially(' and @le');
  await list.getByRole('option', { name: 'Leah Wood @leahwood' }).click();
  await expect(box).toHaveValue('Thanks @jo and @leahwood ');
  await expect(box).toBeFocused();
  await page.getByRole('button', { name: 'Send reply' }).click();
  const replies = page.getByRole('list', { name: 'Replies to Aisha Khan' });
  await expect(replies.getByRole('link', { name: '@leahwood' })).toHaveAttribute(
    'href',
    '/home/profileview/205',
  );
  // "@jo" names nobody: it stays text.
  await expect(replies.getByRole('link', { name: '@jo', exact: true })).toHaveCount(0);
  expect(comments.at(-1)).toMatchObject({
    post_id: 9003,
    parent_id: 9501,
    text: 'Thanks @jo and @leahwood ',
  });
});

test('a member mentioned in a comment is notified, and the notification opens the post', async ({
  page,
}) => {
  await logInTo(page, PREMIUM);
  await open(page, '/home/community/1/9003');
  const thread = page.getByRole('region', { name: 'Comments' });
  const box = thread.getByRole('combobox', { name: 'Write a comment' });
  await box.fill('Great session @free');
  await thread.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(
    thread.getByRole('article', { name: 'Comment by Priya Premium' }).getByText('Great session'),
  ).toBeVisible();

  // Fiona (free@example.com) signs in on the same browser: the mock's data is this browser's.
  await page.getByLabel('Account menu').click();
  await page.getByRole('link', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/login');
  await logIn(page, 'free@example.com');
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await page
    .getByRole('dialog', { name: 'Notifications' })
    .getByRole('button', { name: /Priya Premium mentioned you in a comment/ })
    .click();
  await expect(page).toHaveURL(/\/home\/community\/1\/9003$/);
  await expect(
    page.getByRole('region', { name: 'Comments' }).getByText('Great session'),
  ).toBeVisible();
});
