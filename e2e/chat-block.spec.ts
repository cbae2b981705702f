import { expect, test } from './fixtures';
import { PREMIUM, chatLink, chatRows, logInTo, messageBox, received } from './chat-support';

test('a member blocks and unblocks a member from the personal chat, with a confirmation', async ({
  page,
}) => {
  await logInTo(page, PREMIUM);
  await page.goto('/home/chatlist');
  await page.getByRole('tab', { name: /^Messages/ }).click();
  await chatLink(page, /Fiona Free/).click();
  await expect(page.getByRole('heading', { name: 'Fiona Free' })).toBeVisible();
  await expect(messageBox(page)).toBeVisible();

  // Cancelling the confirmation changes nothing.
  await page.getByRole('button', { name: 'Block Fiona Free' }).click();
  let dialog = page.getByRole('dialog', { name: 'Block Fiona Free?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(messageBox(page)).toBeVisible();
  expect(await received(page, 'blockUnblockedUser')).toHaveLength(0);

  await page.getByRole('button', { name: 'Block Fiona Free' }).click();
  dialog = page.getByRole('dialog', { name: 'Block Fiona Free?' });
  await dialog.getByRole('button', { name: 'Block' }).click();
  await expect(
    page.getByText('You blocked Fiona Free. Unblock them to send a message.'),
  ).toBeVisible();
  await expect(messageBox(page)).toHaveCount(0);
  const blocked = await received(page, 'blockUnblockedUser');
  expect(blocked.at(-1)?.data).toEqual({ blockedUser: '101', blockedStatus: 1 });

  // The list marks the chat blocked.
  await page.getByRole('link', { name: 'Back to chats' }).click();
  await expect(chatRows(page).filter({ hasText: 'Fiona Free' })).toContainText('Blocked');

  // Unblock: writing is possible again.
  await chatLink(page, /Fiona Free/).click();
  await page.getByRole('button', { name: 'Unblock Fiona Free' }).click();
  await page
    .getByRole('dialog', { name: 'Unblock Fiona Free?' })
    .getByRole('button', { name: 'Unblock' })
    .click();
  await expect(messageBox(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Block Fiona Free' })).toBeVisible();
  expect((await received(page, 'blockUnblockedUser')).at(-1)?.data).toEqual({
    blockedUser: '101',
    blockedStatus: 0,
  });
  await messageBox(page).fill('Sorry, that was a mistake!');
  await messageBox(page).press('Enter');
  const sent = page.getByRole('listitem').filter({ hasText: 'Sorry, that was a mistake!' });
  await expect(sent).toBeVisible();
  await expect(sent.getByText('Sending…')).toHaveCount(0);
  await expect(sent.getByText('Not sent')).toHaveCount(0);
});
