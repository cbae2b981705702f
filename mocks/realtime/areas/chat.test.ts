import { describe, expect, it } from 'vitest';
import { db } from '../../db/store';
import { PRIVATE_GROUP_MESSAGE, chatRealtime } from './chat';
import { chatMockControl } from '../../handlers/chat';

type Reply = Record<string, unknown> & { status: number };

function as(email: string) {
  const user = db.get().users.find((candidate) => candidate.email === email)!;
  const pushes: { userId: number; en: string; data: unknown }[] = [];
  const call = (en: string, data: Record<string, unknown> = {}) =>
    chatRealtime[en]!({
      user,
      data,
      push: (userId, event, pushed) => pushes.push({ userId, en: event, data: pushed }),
    }) as Reply;
  return { user, call, pushes };
}

describe('mock chat server: the seed of the contract', () => {
  it('gives staff 40+ chats over the three tabs, some unread, some flagged', () => {
    const { call } = as('staff@example.com');
    const sizes = [1, 2, 3].map((chatType) => {
      let total = 0;
      for (let page = 1; ; page += 1) {
        const reply = call('getChatList', { filter: 0, page, limit: 15, chatType });
        total += (reply.data as unknown[]).length;
        if (!reply.hasNextPage) break;
      }
      return total;
    });
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBeGreaterThanOrEqual(40);
    expect(sizes[0]).toBeGreaterThan(30);
    expect(
      (call('getChatList', { filter: 3, page: 1, limit: 15, chatType: 1 }).data as unknown[])
        .length,
    ).toBe(3);
    expect(
      (call('getChatList', { filter: 2, page: 1, limit: 15, chatType: 1 }).data as unknown[])
        .length,
    ).toBe(4);
    const totals = call('totalUnReadCount');
    expect(totals.messagesCount).toBeGreaterThan(0);
    expect(totals.groupChatCount).toBeGreaterThan(0);
    expect(totals.expertCount).toBeGreaterThan(0);
  });

  it('gives premium@example.com 3 unread direct messages and nochats@example.com none', () => {
    expect(as('premium@example.com').call('totalUnReadCount')).toMatchObject({
      messagesCount: 3,
      groupChatCount: 0,
      expertCount: 0,
    });
    const quiet = as('nochats@example.com');
    expect(quiet.call('totalUnReadCount')).toMatchObject({
      messagesCount: 0,
      groupChatCount: 0,
      expertCount: 0,
    });
    for (const chatType of [1, 2, 3])
      expect(quiet.call('getChatList', { filter: 0, page: 1, limit: 15, chatType }).data).toEqual(
        [],
      );
  });
});

describe('mock chat server: rules', () => {
  it('pages of 15 with hasNextPage, newest first', () => {
    const { call } = as('staff@example.com');
    const first = call('getChatList', { filter: 0, page: 1, limit: 15, chatType: 1 });
    expect(first).toMatchObject({
      currentPage: 1,
      nextPage: 2,
      previousPage: null,
      hasNextPage: true,
    });
    const items = first.data as { lastMessage: { createdAt: string } }[];
    expect(items).toHaveLength(15);
    const times = items.map((item) => item.lastMessage.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('lets only staff flag chats and filter; the reply carries the new flag', () => {
    expect(
      as('premium@example.com').call('set_user_message_type', {
        chId: 'd-102-110',
        user_message_type: 3,
      }).status,
    ).toBe(0);
    const staff = as('staff@example.com');
    expect(
      staff.call('set_user_message_type', { chId: 'd-102-110', type: 1, user_message_type: 3 }),
    ).toMatchObject({
      status: 1,
      chId: 'd-102-110',
      user_message_type: 3,
    });
    const member = as('premium@example.com');
    // A member's filter is ignored.
    expect(
      (member.call('getChatList', { filter: 3, page: 1, limit: 15, chatType: 1 }).data as unknown[])
        .length,
    ).toBe(2);
  });

  it('stores a message, counts it unread for the other side and pushes it to them', () => {
    const member = as('premium@example.com');
    const reply = member.call('sendMessage', {
      receiverId: '110',
      mTy: 1,
      msg: 'Hello Rachel',
      cid: 'c-1',
    });
    expect(reply.status).toBe(1);
    expect(reply.message).toMatchObject({ msg: 'Hello Rachel', cid: 'c-1', chId: 'd-102-110' });
    expect(member.pushes).toHaveLength(1);
    expect(member.pushes[0]).toMatchObject({
      userId: 110,
      en: 'sendMessageToGroupAndUser',
      data: { chId: 'd-102-110', chat_type: 1 },
    });
    const staff = as('staff@example.com');
    const top = (
      staff.call('getChatList', { filter: 0, page: 1, limit: 15, chatType: 1 }).data as {
        chId: string;
        unreadCount: number;
      }[]
    )[0];
    expect(top).toMatchObject({ chId: 'd-102-110', unreadCount: 1 });
    staff.call('readMessage', { chId: 'd-102-110' });
    expect(
      (
        staff.call('getChatList', { filter: 0, page: 1, limit: 15, chatType: 1 }).data as {
          unreadCount: number;
        }[]
      )[0]?.unreadCount,
    ).toBe(0);
  });

  it('refuses media other than .jpg .jpeg .gif .png .mp4 .mov and messages in a blocked chat', () => {
    const member = as('premium@example.com');
    expect(
      member.call('sendMessage', {
        receiverId: '101',
        mTy: 2,
        media: 'blob:x',
        fileName: 'a.pdf',
        cid: 'c-2',
      }),
    ).toMatchObject({
      status: 0,
      message: 'Only .jpg, .jpeg, .gif, .png, .mp4 and .mov files can be sent.',
    });
    expect(
      member.call('blockUnblockedUser', { blockedUser: '110', blockedStatus: 1 }),
    ).toMatchObject({ status: 0 });
    expect(
      member.call('blockUnblockedUser', { blockedUser: '101', blockedStatus: 1 }),
    ).toMatchObject({ status: 1, blockedBy: '102' });
    expect(
      member.call('sendMessage', { receiverId: '101', mTy: 1, msg: 'hi', cid: 'c-3' }).status,
    ).toBe(0);
    const other = as('free@example.com');
    expect(other.call('blockUnblockedUser', { blockedUser: '102', blockedStatus: 0 }).status).toBe(
      0,
    );
    expect(
      member.call('blockUnblockedUser', { blockedUser: '101', blockedStatus: 0 }),
    ).toMatchObject({ status: 1, blockedStatus: 0 });
  });

  it('lets a member with access join a community group chat by its link, and no one else', () => {
    const premium = as('premium@example.com');
    expect(premium.call('verifyCommunityGroupLink', { id: 'SumShr01R8j' })).toMatchObject({
      access: 1,
      group_id: 'g201',
    });
    expect(premium.call('addGroupMember', { gId: 'g201', isLink: 1 })).toMatchObject({
      status: 1,
      group_id: 'g201',
    });
    expect(premium.call('verifyCommunityGroupLink', { id: 'VipRet01R8j' })).toMatchObject({
      access: 0,
    });
    expect(as('free@example.com').call('addGroupMember', { gId: 'g201', isLink: 1 })).toMatchObject(
      { status: 0 },
    );
  });

  it('lets nobody into a private group by its id, nor read it; its invite link lets a member in', () => {
    const free = as('free@example.com');
    expect(free.call('addGroupMember', { gId: 'g108', isLink: 1 })).toMatchObject({
      status: 0,
      message: PRIVATE_GROUP_MESSAGE,
    });
    expect(free.call('addGroupMember', { gId: 'g108', isLink: 1, invite: '' })).toMatchObject({
      status: 0,
    });
    const conversation = free.call('getConversation', { gId: 'g108' });
    expect(conversation.messages).toEqual([]);
    expect(conversation.chat).toMatchObject({ isMember: 0 });
    expect(free.call('getGroupInfo', { gId: 'g108' })).toMatchObject({ status: 0 });
    expect(free.call('sendMessage', { gId: 'g108', msg: 'hello', mTy: 1 })).toMatchObject({
      status: 0,
    });

    const staff = as('staff@example.com');
    const created = staff.call('createGroup', {
      groupName: 'Invite only',
      firstMessage: 'Welcome',
      members: ['102'],
    });
    const gId = String(created.group_id);
    const group = staff.call('getGroupInfo', { gId }).group as { inviteCode: string };
    expect(group.inviteCode).toMatch(/^[0-9a-f]{24}$/);
    expect(as('premium@example.com').call('getGroupInfo', { gId }).group).not.toHaveProperty(
      'inviteCode',
    );
    expect(free.call('addGroupMember', { gId, isLink: 1, invite: 'guessed' })).toMatchObject({
      status: 0,
      message: PRIVATE_GROUP_MESSAGE,
    });
    expect(free.call('addGroupMember', { gId, isLink: 1, invite: group.inviteCode })).toMatchObject(
      { status: 1, group_id: gId },
    );
    expect(free.call('getConversation', { gId }).chat).toMatchObject({ isMember: 1 });
  });

  it('staff create groups and send bulk messages; members cannot', () => {
    expect(
      as('premium@example.com').call('createGroup', {
        groupName: 'x',
        firstMessage: 'y',
        members: [101],
      }).status,
    ).toBe(0);
    const staff = as('staff@example.com');
    const created = staff.call('createGroup', {
      groupName: 'Spring Squad',
      firstMessage: 'Welcome!',
      members: [102, 101],
      notiActive: 1,
    });
    expect(created.status).toBe(1);
    expect(
      staff.pushes
        .filter((push) => push.en === 'newGroupMessageReceive')
        .map((push) => push.userId)
        .sort(),
    ).toEqual([101, 102]);
    const bulk = staff.call('sendBulkMessage', {
      msg: 'New recipes are live',
      mTy: 1,
      members: [101, 102, 301],
      cid: 'b-1',
    });
    expect(bulk).toMatchObject({ status: 1, count: 3 });
    expect(staff.pushes.filter((push) => push.en === 'bulkMessageReceive')).toHaveLength(3);
  });
});

describe('mock chat controls', () => {
  it('seeds 10,000 generated chats without storing them, and delivers a message as another member', () => {
    chatMockControl.seedChats(10_000);
    const staff = as('staff@example.com');
    const page = staff.call('getChatList', { filter: 0, page: 2, limit: 15, chatType: 1 });
    expect((page.data as unknown[]).length).toBe(15);
    expect(db.get().chats.length).toBeLessThan(100);
    const delivered = chatMockControl.deliverMessage({ from: 102, to: 110, msg: 'Arrived' });
    expect(delivered?.chId).toBe('d-102-110');
    const top = (
      staff.call('getChatList', { filter: 0, page: 1, limit: 15, chatType: 1 }).data as {
        chId: string;
      }[]
    )[0];
    expect(top?.chId).toBe('d-102-110');
    const seeded = chatMockControl.seedMessages('d-102-110', 5000);
    expect(seeded?.path).toBe('/home/message?MTAy');
    const history = staff.call('getConversation', { chId: 'd-102-110', limit: 50 });
    expect(history.hasMore).toBe(true);
    chatMockControl.seedChats(0);
  });
});
