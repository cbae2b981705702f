import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { PREMIUM, STAFF, logInTo, received } from './chat-support';

/** Searches the member picker and ticks one result once the list shows only that search's
 * matches (a tick while the list is still re-sorting would land on another row). */
async function pickMember(page: Page, search: string, name: string) {
  await page.getByLabel('Find members by name').fill(search);
  const found = page.getByRole('list', { name: 'Members' }).getByRole('listitem');
  await expect(found.filter({ hasNotText: search })).toHaveCount(0);
  await found.getByRole('checkbox', { name }).check();
}

test('staff start a group chat with members, then send a bulk message', async ({ page }) => {
  await logInTo(page, STAFF);
  await page.goto('/home/chatlist');
  await page.getByRole('link', { name: 'Start a group chat or send a bulk message?' }).click();
  await expect(page).toHaveURL(/\/home\/create\?group$/);
  await expect(
    page.getByRole('heading', { name: 'Start a group chat or send a bulk message?' }),
  ).toBeVisible();

  // Nothing filled: each field says what is missing and nothing is sent.
  await page.getByRole('button', { name: 'Create group' }).click();
  await expect(page.getByText('Please enter a group name.')).toBeVisible();
  await expect(page.getByText('Please add at least one member.')).toBeVisible();
  expect(await received(page, 'createGroup')).toHaveLength(0);

  await page.getByLabel('Group name').fill('Spring Squad');
  await page.getByLabel('First message').fill('Welcome to the Spring Squad!');
  await expect(page.getByLabel('Send notifications to members')).toBeChecked();
  await pickMember(page, 'Olivia', 'Olivia Bennett');
  await pickMember(page, 'Priya', 'Priya Premium');
  await expect(page.getByRole('group', { name: 'Members (2 chosen)' })).toBeVisible();
  await page.getByRole('button', { name: 'Create group' }).click();

  await expect(page).toHaveURL(/\/home\/groupmessenger\/g\d+/);
  await expect(page.getByRole('heading', { name: 'Spring Squad' })).toBeVisible();
  await expect(page.getByText('3 members')).toBeVisible();
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Welcome to the Spring Squad!' }),
  ).toBeVisible();
  expect((await received(page, 'createGroup'))[0]?.data).toMatchObject({
    groupName: 'Spring Squad',
    notiActive: 1,
    members: ['302', '102'],
  });

  // Bulk message to many members.
  await page.goto('/home/create?bulkmsg');
  await page.getByLabel('Message', { exact: true }).fill('New recipes are live this week!');
  await page.getByRole('button', { name: /Select all shown/ }).click();
  const send = page.getByRole('button', { name: /^Send to \d+ members$/ });
  const label = (await send.textContent()) ?? '';
  const count = Number(/(\d+)/.exec(label)?.[1]);
  expect(count).toBeGreaterThan(10);
  await send.click();
  await page
    .getByRole('dialog', { name: 'Send bulk message?' })
    .getByRole('button', { name: 'Send' })
    .click();
  await expect(
    page.getByRole('status').filter({ hasText: `Message sent to ${count} members.` }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/home\/chatlist$/);
});

test('a community group chat link: without access the popup says so; with access the member joins; members cannot create groups', async ({
  page,
}) => {
  await logInTo(page, PREMIUM);
  // The group chat's own link (the bare 11-character R8j link joins the community instead:
  // e2e/community-invite.spec.ts).
  await page.goto('/verifycommunitygrouplink/community_group_chat/VipRet01R8j');
  const alert = page.getByRole('dialog', { name: 'Alert' });
  await expect(alert).toContainText("You don't have access this community group chat.");
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/home\/chatlist$/);

  await page.goto('/verifycommunitygrouplink/community_group_chat/SumShr01R8j');
  await expect(page).toHaveURL(/\/home\/groupmessenger\/g201/);
  await expect(page.getByRole('heading', { name: 'Summer Shred Community' })).toBeVisible();
  await expect(page.getByText('You joined the group')).toBeVisible();
  expect((await received(page, 'addGroupMember')).at(-1)?.data).toEqual({ gId: 'g201', isLink: 1 });

  // Members cannot start group chats or bulk messages.
  await page.getByRole('link', { name: 'Back to chats' }).click();
  await expect(page.getByRole('heading', { name: 'Chats' })).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Start a group chat or send a bulk message?' }),
  ).toHaveCount(0);
  await page.goto('/home/create?group');
  await expect(
    page.getByText('Only the RWL Team can start a group chat or send a bulk message.'),
  ).toBeVisible();
  await expect(page.getByLabel('Group name')).toHaveCount(0);
});

test('a double click on Create group makes one group, and on a bulk message sends it once', async ({
  page,
}) => {
  await logInTo(page, STAFF);
  await page.goto('/home/create?group');
  await page.getByLabel('Group name').fill('Double Squad');
  await page.getByLabel('First message').fill('Welcome!');
  await pickMember(page, 'Priya', 'Priya Premium');
  await page.getByRole('button', { name: 'Create group' }).dblclick();
  await expect(page.getByRole('heading', { name: 'Double Squad' })).toBeVisible();
  expect(await received(page, 'createGroup')).toHaveLength(1);

  await page.goto('/home/create?bulkmsg');
  await page.getByLabel('Message', { exact: true }).fill('Once only');
  await pickMember(page, 'Priya', 'Priya Premium');
  await page.getByRole('button', { name: 'Send to 1 member' }).dblclick();
  await page
    .getByRole('dialog', { name: 'Send bulk message?' })
    .getByRole('button', { name: 'Send' })
    .dblclick();
  await expect(
    page.getByRole('status').filter({ hasText: 'Message sent to 1 member.' }),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await received(page, 'sendBulkMessage')).toHaveLength(1);
});
