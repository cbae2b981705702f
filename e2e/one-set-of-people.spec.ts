import { expect, test } from './fixtures';
import { PREMIUM, logInTo, messageBox, received } from './chat-support';
import { callsTo, open } from './community-support';

// Issue 31, "one set of people": the friends screen, the chat's people and the profiles are one
// directory with one follow list, and a person's profile is where a chat with them starts.

test('someone followed in Friends is in the chat’s People you follow; their profile opens a chat with them', async ({
  page,
}) => {
  await logInTo(page, PREMIUM);
  const follows = callsTo(page, 'friends/send_follow_request');
  await open(page, '/home/friends/suggestion');

  // Follow Leah Wood (205), a community member, from the suggestions.
  const suggestion = page
    .getByRole('list', { name: 'Suggestions', exact: true })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'Leah Wood', exact: true }) });
  await suggestion.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(suggestion.getByRole('button', { name: 'Following' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(follows.at(-1)).toEqual({ user_id: 205, follow: 1 });

  // The chat, reached in the app (no reload, no typed address): she is among the people followed.
  await page.getByRole('link', { name: /^Messages/ }).click();
  await expect(page.getByRole('heading', { name: 'Chats', level: 1 })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'New message' }).click();
  await page.getByRole('tab', { name: 'People you follow' }).click();
  const panel = page.getByRole('tabpanel');
  const leah = panel.getByRole('listitem').filter({ hasText: 'Leah Wood' });
  await expect(leah).toContainText('You follow them');

  // Her name in the conversation opens her profile: the one the friends screen shows.
  await leah.getByRole('link').click();
  await expect(page).toHaveURL(/\/home\/messenger\?rec=205$/);
  const title = page.getByRole('heading', { name: 'Leah Wood', level: 1 });
  await title.getByRole('link', { name: 'Leah Wood' }).click();
  await expect(page).toHaveURL(/\/home\/profileview\/205$/);
  await expect(page.getByRole('heading', { name: 'Leah Wood', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Following' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Message: the one-to-one chat with her, where a message goes to her.
  await page.getByRole('link', { name: 'Message', exact: true }).click();
  await expect(page).toHaveURL(/\/home\/messenger\?rec=205$/);
  await expect(page.getByRole('heading', { name: 'Leah Wood', level: 1 })).toBeVisible();
  await messageBox(page).fill('Hi Leah, see you at Summer Shred!');
  await messageBox(page).press('Enter');
  await expect(
    page.getByRole('main').getByText('Hi Leah, see you at Summer Shred!', { exact: true }),
  ).toBeVisible();
  const sent = await received(page, 'sendMessage');
  expect(sent.at(-1)?.data).toMatchObject({
    receiverId: '205',
    msg: 'Hi Leah, see you at Summer Shred!',
  });
});
