import { describe, expect, it } from 'vitest';
import {
  CHAT_NOT_FOUND,
  chatListItemSchema,
  chatPath,
  conversationTarget,
  decodeId,
  encodeId,
  matchesList,
  mergeFirstPage,
  mergeMessages,
  messageCta,
  messageKind,
  messagePreview,
  moveToTop,
  normaliseSearch,
  readTab,
  splitLinks,
  tabHasUnread,
  toChatMessage,
  totalUnread,
  upgradePath,
  type ChatListItem,
  type ServerMessage,
} from './model';

const person = {
  user_id: '102',
  first_name: 'Priya',
  last_name: 'Premium',
  image: '',
  is_staff: 0 as const,
};

function message(partial: Partial<ServerMessage>): ServerMessage {
  return {
    _id: 'm1',
    chId: 'd-1-2',
    cid: '',
    senderId: '102',
    senderData: person,
    gId: null,
    mTy: 1,
    msg: '',
    video: 0,
    media: '',
    thumbnail_image: '',
    headerText: '',
    buttonType: 0,
    buttonText: '',
    buttonId: '',
    is_ctabtn: 2,
    access: 1,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...partial,
  };
}

function item(partial: Partial<ChatListItem>): ChatListItem {
  return chatListItemSchema.parse({ chId: 'c1', chat_type: 1, data: person, ...partial });
}

describe('chat tabs, search and totals', () => {
  it('reads the remembered tab, Group Chats by default', () => {
    expect(readTab('1')).toBe(1);
    expect(readTab('3')).toBe(3);
    expect(readTab(null)).toBe(2);
    expect(readTab('7')).toBe(2);
  });

  it('trims the search text; empty turns search off', () => {
    expect(normaliseSearch('  Olivia ')).toBe('Olivia');
    expect(normaliseSearch('   ')).toBe('');
  });

  it('totals feed the badge and the tab dots', () => {
    const totals = { groupChatCount: 0, messagesCount: 3, expertCount: 1 };
    expect(totalUnread(totals)).toBe(4);
    expect(tabHasUnread(totals, 2)).toBe(false);
    expect(tabHasUnread(totals, 1)).toBe(true);
    expect(tabHasUnread(totals, 3)).toBe(true);
    expect(totalUnread(null)).toBe(0);
  });
});

describe('routes of a conversation', () => {
  it('encodes user ids in base64 and reads them back', () => {
    expect(encodeId('102')).toBe('MTAy');
    expect(decodeId('MTAy')).toBe('102');
    expect(decodeId('not base64!')).toBeNull();
    expect(decodeId(encodeId('<script>'))).toBeNull();
  });

  it('reads the three messenger routes', () => {
    expect(conversationTarget('/home/message', '?MTAy')).toEqual({ kind: 'direct', userId: '102' });
    expect(conversationTarget('/home/messenger', '?rec=301')).toEqual({
      kind: 'direct',
      userId: '301',
    });
    expect(conversationTarget('/home/groupmessenger/g101', '?ZzEwMQ==', 'g101')).toEqual({
      kind: 'group',
      groupId: 'g101',
    });
    expect(conversationTarget('/home/message', '')).toEqual({ kind: 'invalid' });
    expect(conversationTarget('/home/messenger', '?rec=../x')).toEqual({ kind: 'invalid' });
  });

  it('opens a one-to-one chat (type 1 or 3) by user id and a group chat by group id', () => {
    expect(chatPath(item({ chat_type: 1 }))).toBe('/home/message?MTAy');
    expect(chatPath(item({ chat_type: 3 }))).toBe('/home/message?MTAy');
    expect(
      chatPath(
        item({
          chat_type: 2,
          data: null,
          group_data: { _id: 'g101', name: 'Squad', profileUrl: '' },
        }),
      ),
    ).toBe('/home/groupmessenger/g101?ZzEwMQ==');
  });

  it('sends an upgrade back to where the member was', () => {
    expect(upgradePath('/home/message?MTAy')).toBe(
      '/home/profile/upgrade-downgrade?goBack=%2Fhome%2Fmessage%3FMTAy',
    );
  });
});

describe('messages', () => {
  it('knows every message type of spec 3 §3', () => {
    expect(messageKind({ mTy: 1, video: 0 })).toBe('text');
    expect(messageKind({ mTy: 6, video: 0 })).toBe('text');
    expect(messageKind({ mTy: 2, video: 0 })).toBe('image');
    expect(messageKind({ mTy: 2, video: 1 })).toBe('video');
    expect(messageKind({ mTy: 2, video: 2 })).toBe('voice');
    expect(messageKind({ mTy: 3, video: 0 })).toBe('link');
    expect(messageKind({ mTy: 4, video: 0 })).toBe('joined');
    expect(messageKind({ mTy: 5, video: 0 })).toBe('left');
    expect(messageKind({ mTy: 7, video: 0 })).toBe('special');
  });

  it('previews the last message in the list', () => {
    const last = { mTy: 1, msg: 'Hello', video: 0, senderData: person, createdAt: '' };
    expect(messagePreview(last, '999')).toBe('Hello');
    expect(messagePreview(last, '102')).toBe('You: Hello');
    expect(messagePreview({ ...last, mTy: 2, msg: '' }, '999')).toBe('📷 Photo');
    expect(messagePreview({ ...last, mTy: 4 }, '999')).toBe('Priya joined the group');
    expect(messagePreview({ ...last, mTy: 7 }, '999')).toBe('Priya sent a message');
    expect(messagePreview(null)).toBe('');
  });

  it('a badly escaped chat id is not found, never an exception', () => {
    expect(conversationTarget('/home/message', '?%%%')).toEqual({ kind: 'invalid' });
    expect(conversationTarget('/home/message', '?%E0%A4%A')).toEqual({ kind: 'invalid' });
    expect(conversationTarget('/home/groupmessenger/%', '', '%')).toEqual({ kind: 'invalid' });
    expect(decodeId('%')).toBeNull();
    expect(CHAT_NOT_FOUND).toBe('Chat not found.');
  });

  it('splits text into text and safe links, never HTML', () => {
    expect(splitLinks('See https://rwl.app/faq. <b>bold</b>')).toEqual([
      { kind: 'text', value: 'See ' },
      { kind: 'link', value: 'https://rwl.app/faq', href: 'https://rwl.app/faq' },
      { kind: 'text', value: '. <b>bold</b>' },
    ]);
    expect(splitLinks('javascript:alert(1)')).toEqual([
      { kind: 'text', value: 'javascript:alert(1)' },
    ]);
  });

  it('shows call-to-action buttons by type', () => {
    expect(
      messageCta(message({ is_ctabtn: 2, buttonType: 1, buttonId: 'https://rwl.app' })),
    ).toBeNull();
    expect(messageCta(message({ is_ctabtn: 1, buttonType: 0 }))).toEqual({
      label: 'Respond now',
      action: { kind: 'respond' },
      locked: false,
    });
    expect(
      messageCta(
        message({
          is_ctabtn: 1,
          buttonType: 1,
          buttonId: 'https://rwl.app/faq',
          buttonText: 'Help',
        }),
      ),
    ).toEqual({
      label: 'Help',
      action: { kind: 'link', href: 'https://rwl.app/faq' },
      locked: false,
    });
    expect(
      messageCta(message({ is_ctabtn: 1, buttonType: 1, buttonId: 'javascript:alert(1)' }))?.action,
    ).toBeNull();
    expect(
      messageCta(message({ is_ctabtn: 1, buttonType: 2, media: '/media/a.mp4' }))?.action,
    ).toEqual({ kind: 'video', src: '/media/a.mp4' });
    expect(messageCta(message({ is_ctabtn: 1, buttonType: 3, buttonId: '2002' }))).toMatchObject({
      label: 'Open recipe',
      action: { kind: 'recipe', path: '/home/recipes/2002' },
    });
    expect(messageCta(message({ is_ctabtn: 1, buttonType: 4, buttonId: '1060' }))?.action).toEqual({
      kind: 'folder',
      path: '/home/folder/1060',
    });
    expect(
      messageCta(message({ is_ctabtn: 1, buttonType: 4, buttonId: 'mealplan:7' }))?.action,
    ).toEqual({ kind: 'folder', path: '/home/mealplan/7' });
    expect(messageCta(message({ is_ctabtn: 1, buttonType: 5, buttonId: '1' }))?.action).toEqual({
      kind: 'quiz',
      quizId: '1',
    });
    expect(
      messageCta(message({ is_ctabtn: 1, buttonType: 3, buttonId: '2002', access: 0 }))?.locked,
    ).toBe(true);
  });

  it('merges new messages in time order, once each (by id or client id)', () => {
    const first = toChatMessage(message({ _id: 'm1', createdAt: '2026-11-20T10:00:00Z' }));
    const second = toChatMessage(
      message({ _id: 'm2', cid: 'c-2', createdAt: '2026-11-20T10:01:00Z' }),
    );
    const merged = mergeMessages([first], [second, second]);
    expect(merged.map((entry) => entry._id)).toEqual(['m1', 'm2']);
    expect(mergeMessages(merged, [toChatMessage(message({ _id: 'm9', cid: 'c-2' }))])).toBe(merged);
    const older = toChatMessage(message({ _id: 'm0', createdAt: '2026-11-20T09:00:00Z' }));
    expect(mergeMessages(merged, [older]).map((entry) => entry._id)).toEqual(['m0', 'm1', 'm2']);
    expect(second.key).toBe('c:c-2');
  });
});

describe('list order', () => {
  it('moves a chat to the top', () => {
    expect(moveToTop(['a', 'b', 'c'], 'c')).toEqual(['c', 'a', 'b']);
    expect(moveToTop(['a', 'b'], 'x')).toEqual(['x', 'a', 'b']);
    const ids = ['a', 'b'];
    expect(moveToTop(ids, 'a')).toBe(ids);
  });

  it('puts a fresh first page on top of what is loaded', () => {
    expect(mergeFirstPage(['a', 'b', 'c', 'd'], ['c', 'a', 'x'])).toEqual([
      'c',
      'a',
      'x',
      'b',
      'd',
    ]);
    expect(mergeFirstPage([], ['a'])).toEqual(['a']);
  });

  it('keeps a chat in the list only for its tab and the staff filter', () => {
    const chat = item({ chat_type: 1, unreadCount: 2, user_message_type: 3 });
    expect(matchesList(chat, 1, 0)).toBe(true);
    expect(matchesList(chat, 3, 0)).toBe(false);
    expect(matchesList(chat, 1, 1)).toBe(true);
    expect(matchesList(chat, 1, 2)).toBe(false);
    expect(matchesList(chat, 1, 3)).toBe(true);
  });

  it('reads a chat list item with defaults for bad fields', () => {
    const parsed = chatListItemSchema.parse({
      chId: 7,
      chat_type: '3',
      unreadCount: 'x',
      user_message_type: 9,
      data: null,
    });
    expect(parsed).toMatchObject({
      chId: '7',
      chat_type: 3,
      unreadCount: 0,
      user_message_type: 1,
      isBlockedUser: 0,
    });
  });
});
