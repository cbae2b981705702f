import { describe, expect, it } from 'vitest';
import { chatListItemSchema, toChatMessage, messageSchema, type ChatListItem } from './model';
import {
  chatSlice,
  chatStateReset,
  freshList,
  listLoaded,
  listRequested,
  messageReceived,
  pendingAdded,
  pendingConfirmed,
  conversationLoaded,
  conversationInfoFor,
  type ChatState,
  type PendingMessage,
} from './slice';

const reduce = chatSlice.reducer;

function chat(chId: string, partial: Record<string, unknown> = {}): ChatListItem {
  return chatListItemSchema.parse({
    chId,
    chat_type: 1,
    data: { user_id: chId, first_name: chId, last_name: '' },
    lastMessage: { mTy: 1, msg: 'hi', createdAt: '2026-11-20T10:00:00Z' },
    ...partial,
  });
}

function loadedList(ids: string[]): ChatState {
  let state = reduce(undefined, chatStateReset({ userId: '110', tab: 1 }));
  state = reduce(state, listRequested({ seq: 1, mode: 'replace' }));
  return reduce(
    state,
    listLoaded({
      seq: 1,
      mode: 'replace',
      items: ids.map((id) => chat(id)),
      page: 1,
      hasNextPage: true,
    }),
  );
}

const pending: PendingMessage = {
  cid: 'c-1',
  chId: 'a',
  receiverId: 'a',
  gId: '',
  mTy: 1,
  msg: 'Hello',
  media: '',
  video: 0,
  fileName: '',
  sentAt: '2026-11-20T11:00:00Z',
  status: 'pending',
};

describe('chat slice', () => {
  it('starts on the remembered tab with nothing loaded', () => {
    expect(reduce(undefined, chatStateReset({ userId: '1', tab: 3 })).list).toEqual(freshList(3));
  });

  it('ignores a reply to an older request (a tab switched meanwhile)', () => {
    let state = loadedList(['a', 'b']);
    state = reduce(state, listRequested({ seq: 2, mode: 'replace' }));
    state = reduce(
      state,
      listLoaded({ seq: 1, mode: 'more', items: [chat('z')], page: 2, hasNextPage: false }),
    );
    expect(state.list.ids).toEqual(['a', 'b']);
    expect(state.list.status).toBe('loading');
  });

  it('appends the next page without repeats and puts a refreshed first page on top', () => {
    let state = loadedList(['a', 'b', 'c']);
    state = reduce(
      state,
      listLoaded({
        seq: 1,
        mode: 'more',
        items: [chat('c'), chat('d')],
        page: 2,
        hasNextPage: false,
      }),
    );
    expect(state.list.ids).toEqual(['a', 'b', 'c', 'd']);
    expect(state.list.hasNextPage).toBe(false);
    state = reduce(
      state,
      listLoaded({
        seq: 1,
        mode: 'refresh',
        items: [chat('d'), chat('a')],
        page: 1,
        hasNextPage: true,
      }),
    );
    expect(state.list.ids).toEqual(['d', 'a', 'b', 'c']);
  });

  it('moves a chat with a new message to the top of its tab, and counts it unread unless open', () => {
    let state = loadedList(['a', 'b', 'c']);
    const message = toChatMessage(
      messageSchema.parse({ _id: 'm1', chId: 'c', msg: 'New!', createdAt: '2026-11-20T12:00:00Z' }),
    );
    state = reduce(state, messageReceived({ chId: 'c', message, chat: null, open: false }));
    expect(state.list.ids).toEqual(['c', 'a', 'b']);
    expect(state.chats.c?.unreadCount).toBe(1);
    expect(state.chats.c?.lastMessage?.msg).toBe('New!');
    // A chat of another tab does not enter this list.
    state = reduce(
      state,
      messageReceived({ chId: 't', message, chat: chat('t', { chat_type: 3 }), open: false }),
    );
    expect(state.list.ids).toEqual(['c', 'a', 'b']);
  });

  it('replaces a pending message by the confirmed one (same row key), once', () => {
    let state = loadedList(['a', 'b']);
    state = reduce(
      state,
      conversationLoaded({
        target: 'u:a',
        info: conversationInfoFor('a'),
        messages: [],
        hasMore: false,
        mode: 'latest',
      }),
    );
    state = reduce(state, pendingAdded(pending));
    state = reduce(state, pendingAdded(pending));
    expect(state.pending).toHaveLength(1);
    const confirmed = toChatMessage(
      messageSchema.parse({
        _id: 'm7',
        cid: 'c-1',
        chId: 'a',
        msg: 'Hello',
        createdAt: '2026-11-20T11:00:01Z',
      }),
    );
    state = reduce(
      state,
      pendingConfirmed({
        cid: 'c-1',
        message: confirmed,
        chat: chat('b', { lastMessage: { mTy: 1, msg: 'x', createdAt: '2026-11-20T12:00:00Z' } }),
      }),
    );
    expect(state.pending).toHaveLength(0);
    expect(state.conversations.a?.messages.map((message) => message.key)).toEqual(['c:c-1']);
    expect(state.list.ids).toEqual(['b', 'a']);
    // The same message pushed again (another device) is not shown twice.
    state = reduce(
      state,
      messageReceived({ chId: 'a', message: confirmed, chat: null, open: true }),
    );
    expect(state.conversations.a?.messages).toHaveLength(1);
  });
});
