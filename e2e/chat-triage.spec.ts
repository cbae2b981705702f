import { expect, test } from './fixtures';
import {
  PREMIUM,
  STAFF,
  base64,
  chatLink,
  chatRows,
  logInTo,
  messageBox,
  received,
} from './chat-support';

test('a member writes to the RWL Team; staff see it arrive at the top of Messages and flag it Urgent', async ({
  browser,
}) => {
  const text = `My knee hurts on the jump squats ${Date.now()}`;

  // The member (Priya) writes to Rachel Coach from the RWL Team tab.
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await logInTo(member, PREMIUM);
  await member.goto('/home/chatlist');
  await member.getByRole('tab', { name: /RWL Team/ }).click();
  await chatLink(member, /Rachel Coach/).click();
  await expect(member).toHaveURL(new RegExp(`/home/message\\?${base64('110')}`));
  await expect(member.getByRole('heading', { name: 'Rachel Coach' })).toBeVisible();
  // Staff cannot be blocked: no block option in a chat with the RWL Team.
  await expect(member.getByRole('button', { name: /Block/ })).toHaveCount(0);
  await messageBox(member).fill(text);
  await member.getByRole('button', { name: 'Send' }).click();
  const sent = member.getByRole('listitem').filter({ hasText: text });
  await expect(sent).toBeVisible();
  await expect(sent.getByText('Sending…')).toHaveCount(0);
  const requests = await received(member, 'sendMessage');
  expect(requests.filter((request) => request.data.msg === text)).toHaveLength(1);

  // Staff have their chat list open on Messages; the server delivers the member's message.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await logInTo(staff, STAFF);
  await staff.goto('/home/chatlist');
  await staff.getByRole('tab', { name: /^Messages/ }).click();
  await expect(chatRows(staff).first()).toBeVisible();
  await expect(chatRows(staff).first()).not.toContainText('Priya Premium');
  await staff.evaluate(
    (message) => window.__mock?.deliverMessage({ from: 102, to: 110, msg: message }),
    text,
  );

  const top = chatRows(staff).first();
  await expect(top).toContainText('Priya Premium');
  await expect(top).toContainText(text);
  await expect(top).toContainText('1 unread');

  // Flag it Urgent from the row's menu (the keyboard and mouse way to the long-press menu).
  await top.getByRole('button', { name: 'Flag chat with Priya Premium' }).click();
  const menu = staff.getByRole('dialog', { name: 'Flag chat with Priya Premium' });
  await menu.getByRole('button', { name: 'Urgent' }).click();
  await expect(menu).toBeHidden();
  await expect(chatRows(staff).first()).toContainText('Urgent');
  const flagged = await received(staff, 'set_user_message_type');
  expect(flagged.at(-1)?.data).toMatchObject({ chId: 'd-102-110', user_message_type: 3 });

  // The Urgent filter now shows it.
  await staff.getByRole('button', { name: 'Filter chats' }).click();
  await staff.getByRole('menuitemradio', { name: 'Urgent' }).click();
  await expect(chatLink(staff, /Priya Premium/)).toBeVisible();
  await expect(chatRows(staff)).toHaveCount(4);

  await memberContext.close();
  await staffContext.close();
});

test('staff open the flag menu with a long press of about a second; members never see flags or the filter', async ({
  browser,
}) => {
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await logInTo(staff, STAFF);
  await staff.goto('/home/chatlist');
  await staff.getByRole('tab', { name: /^Messages/ }).click();
  const row = chatLink(staff, /Olivia Bennett/);
  await expect(row).toBeVisible();
  const box = (await row.boundingBox())!;
  await staff.mouse.move(box.x + 40, box.y + box.height / 2);
  await staff.mouse.down();
  // Held until the flag menu opens (about a second), then released.
  const menu = staff.getByRole('dialog', { name: 'Flag chat with Olivia Bennett' });
  await expect(menu).toBeVisible();
  await staff.mouse.up();
  await expect(menu).toBeVisible();
  await expect(staff).toHaveURL(/\/home\/chatlist/);
  await menu.getByRole('button', { name: 'Follow up' }).click();
  await expect(menu).toBeHidden();
  await expect(chatRows(staff).filter({ hasText: 'Olivia Bennett' })).toContainText('Follow up');
  await staffContext.close();

  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await logInTo(member, PREMIUM);
  await member.goto('/home/chatlist');
  await member.getByRole('tab', { name: /^Messages/ }).click();
  await expect(chatLink(member, /Fiona Free/)).toBeVisible();
  await expect(member.getByRole('button', { name: /Filter/ })).toHaveCount(0);
  await expect(member.getByRole('button', { name: /Flag chat/ })).toHaveCount(0);
  // Premium has 3 unread direct messages: the header badge says so.
  await expect(member.getByRole('link', { name: 'Messages, 3 unread' })).toBeVisible();
  await memberContext.close();
});
