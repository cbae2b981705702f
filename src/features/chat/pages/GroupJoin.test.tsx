import { describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { RouterProvider } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { createAppRouter } from '@/app/router';
import { logInAs } from '@/lib/testing/logInAs';
import { db } from '../../../../mocks/db/store';
import { PRIVATE_GROUP_MESSAGE } from '../../../../mocks/realtime/areas/chat';

const WAIT = { timeout: 10_000 };

function openAt(path: string) {
  window.history.pushState({}, '', path);
  render(<RouterProvider router={createAppRouter()} />);
}

const membersOf = (groupId: string) =>
  db.get().chats.find((chat) => chat.groupId === groupId)?.members ?? [];

describe('joining a group chat by a link', { timeout: 40_000 }, () => {
  it('refuses a member who only knows a private group’s id, and shows none of its messages', async () => {
    await logInAs('free@example.com');
    openAt('/home/groupmessenger/g108');
    expect(
      await screen.findByText('Join this group chat to read and send messages.', {}, WAIT),
    ).toBeVisible();
    expect(screen.queryByRole('list', { name: /messages/i })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Join group' }));
    const popup = await screen.findByRole('dialog', { name: 'Alert' }, WAIT);
    expect(popup).toHaveTextContent(PRIVATE_GROUP_MESSAGE);
    expect(membersOf('g108')).not.toContain(101);
  });

  it('lets a member in through the invite link the RWL Team hands out', async () => {
    await logInAs('staff@example.com');
    const user = userEvent.setup();
    openAt('/home/create?group');
    await user.type(await screen.findByLabelText('Group name', {}, WAIT), 'Invite only');
    await user.type(screen.getByLabelText('First message'), 'Welcome!');
    await user.type(screen.getByLabelText('Find members by name'), 'Priya');
    await user.click(await screen.findByRole('checkbox', { name: /Priya Premium/ }, WAIT));
    await user.click(screen.getByRole('button', { name: 'Create group' }));
    await screen.findByRole('heading', { name: 'Invite only' }, WAIT);
    const groupId = db.get().chatGroups.at(-1)!._id;
    cleanup();

    openAt(`/home/create/${groupId}`);
    const link = (await screen.findByLabelText(
      'Group link (members who open it can join)',
      {},
      WAIT,
    )) as HTMLInputElement;
    const url = new URL(link.value);
    expect(url.searchParams.get('invite')).toMatch(/^[0-9a-f]{24}$/);
    cleanup();

    await logInAs('free@example.com');
    openAt(`${url.pathname}${url.search}`);
    await user.click(await screen.findByRole('button', { name: 'Join group' }, WAIT));
    await within(await screen.findByRole('main')).findByText('Welcome!', {}, WAIT);
    expect(membersOf(groupId)).toContain(101);
  });
});
