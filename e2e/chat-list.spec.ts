import { expect, test } from './fixtures';
import { STAFF, chatLink, chatPanel, chatRows, logInTo } from './chat-support';

test('staff chat list: tabs with dots, search, the Urgent / Follow up / Unread filter and infinite scroll', async ({
  page,
}) => {
  await logInTo(page, STAFF);
  await page.goto('/home/chatlist');
  await expect(page.getByRole('heading', { name: 'Chats' })).toBeVisible();

  // Default tab Group Chats; every tab has unread chats (a dot).
  const groups = page.getByRole('tab', { name: /Group Chats/ });
  const messages = page.getByRole('tab', { name: /^Messages/ });
  await expect(groups).toHaveAttribute('aria-selected', 'true');
  for (const name of [/Group Chats/, /^Messages/, /RWL Team/]) {
    await expect(page.getByRole('tab', { name })).toHaveAccessibleName(/\(unread\)/);
  }
  await expect(chatLink(page, /Summer Shred Squad/)).toBeVisible();

  // Search is trimmed; no match shows the empty-search state.
  const search = page.getByRole('searchbox', { name: 'Search messages' });
  await search.fill('  Olivia  ');
  await search.press('Enter');
  await expect(chatPanel(page).getByText('No chats match “Olivia”')).toBeVisible();

  // Switching tab clears the search and loads page 1 of Messages (15 a page, more on scroll).
  await messages.click();
  await expect(messages).toHaveAttribute('aria-selected', 'true');
  await expect(search).toHaveValue('');
  await expect(chatLink(page, /Hannah Hughes/)).toBeVisible();
  await search.fill('olivia');
  await search.press('Enter');
  await expect(chatRows(page)).toHaveCount(1);
  await expect(chatLink(page, /Olivia Bennett/)).toBeVisible();
  // The clear icon empties the box and restores the list.
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(search).toHaveValue('');
  await expect(chatLink(page, /Hannah Hughes/)).toBeVisible();
  await expect(chatRows(page).first()).toHaveAttribute('aria-setsize', /^(15|30|36)$/);

  // Infinite scroll: 36 chats in pages of 15; the oldest (Fiona Free) appears at the end.
  const scroller = chatPanel(page).locator('.vlist');
  await expect(async () => {
    await scroller.evaluate((element) => element.scrollTo(0, element.scrollHeight));
    await expect(chatLink(page, /Fiona Free/)).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(chatRows(page).first()).toHaveAttribute('aria-setsize', '36');
  // Windowed: far fewer rows in the page than chats loaded.
  expect(await chatRows(page).count()).toBeLessThan(36);

  // The last tab is remembered for the session.
  await page.reload();
  await expect(page.getByRole('tab', { name: /^Messages/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // Filter (staff only): Urgent 3, Follow up 4, Unread 10, Reset.
  const filter = page.getByRole('button', { name: /Filter/ });
  await filter.click();
  await page.getByRole('menuitemradio', { name: 'Urgent' }).click();
  await expect(chatRows(page)).toHaveCount(3);
  for (const row of await chatRows(page).all()) await expect(row).toContainText('Urgent');
  await page.getByRole('button', { name: /Filter/ }).click();
  await page.getByRole('menuitemradio', { name: 'Follow up' }).click();
  await expect(chatRows(page)).toHaveCount(4);
  for (const row of await chatRows(page).all()) await expect(row).toContainText('Follow up');
  await page.getByRole('button', { name: /Filter/ }).click();
  await page.getByRole('menuitemradio', { name: 'Unread' }).click();
  await expect(chatRows(page).first()).toHaveAttribute('aria-setsize', '10');
  await page.getByRole('button', { name: /Filter/ }).click();
  await page.getByRole('menuitem', { name: 'Reset' }).click();
  await expect(page.getByRole('button', { name: 'Filter chats' })).toBeVisible();
  await expect(chatLink(page, /Hannah Hughes/)).toBeVisible();

  // Switching tab clears the filter too.
  await filter.click();
  await page.getByRole('menuitemradio', { name: 'Urgent' }).click();
  await expect(chatRows(page)).toHaveCount(3);
  await page.getByRole('tab', { name: /RWL Team/ }).click();
  await expect(page.getByRole('button', { name: 'Filter chats' })).toBeVisible();
  await expect(chatRows(page)).toHaveCount(6);

  // A blocked chat is marked in the list and cannot be written to (staff blocked Carys Jones).
  await page.getByRole('tab', { name: /^Messages/ }).click();
  await search.fill('Carys');
  await expect(chatRows(page)).toHaveCount(1);
  await expect(chatRows(page).first()).toContainText('Blocked');
  await chatLink(page, /Carys Jones/).click();
  await expect(
    page.getByText('You blocked Carys Jones. Unblock them to send a message.'),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toHaveCount(0);
});

test('a member with no chats sees the empty state with a way to send a message', async ({
  page,
}) => {
  await logInTo(page, 'nochats@example.com');
  await page.goto('/home/chatlist');
  await expect(page.getByText('You have no messages')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Send a message' })).toHaveAttribute(
    'href',
    '/home/friends/suggestion',
  );
  await expect(page.getByRole('button', { name: /Filter/ })).toHaveCount(0);
});
