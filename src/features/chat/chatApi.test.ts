import { afterEach, describe, expect, it } from 'vitest';
import { api } from '@/lib/api';
import { realtime } from '@/lib/realtime';
import { createAppStore } from '@/app/store';
import { directChatId } from '../../../mocks/db/chatTables';
import { chatMockControl } from '../../../mocks/handlers/chat';
import { chatApi, type ChatListArgs } from './chatApi';
import { sendTextMessage } from './service';
import { selectChat } from './slice';
import { asked, connectAs, expectDeafOnceGone, expectOneRequestPerBurst } from './channelTesting';
import { waitFor } from '@/lib/testing/waitFor';

const messages = (page: number): ChatListArgs => ({ tab: 1, filter: 0, search: '', page });

describe('the chat cache entries', () => {
  let store = createAppStore();
  afterEach(() => {
    // The entries go away with their listeners, so no test hears another's channel.
    store.dispatch(api.util.resetApiState());
    realtime.disconnect();
  });

  it('holds a list per tab: later pages add without repeats, a push brings its chat to the top', async () => {
    await connectAs(110, 'token-staff');
    store = createAppStore();
    const list = () => chatApi.endpoints.chatList.select(messages(1))(store.getState()).data;

    const first = store.dispatch(chatApi.endpoints.chatList.initiate(messages(1)));
    await first;
    expect(list()?.ids).toHaveLength(15);
    expect(list()?.hasNextPage).toBe(true);
    await store.dispatch(chatApi.endpoints.chatList.initiate(messages(2)));
    await store.dispatch(chatApi.endpoints.chatList.initiate(messages(3)));
    const ids = list()?.ids ?? [];
    expect(ids).toHaveLength(36);
    expect(new Set(ids).size).toBe(36);
    expect(list()?.hasNextPage).toBe(false);

    // A member writes: their chat goes to the top, with the message, and the list keeps 36.
    const chId = directChatId(110, 333);
    expect(ids[0]).not.toBe(chId);
    chatMockControl.deliverMessage({ from: 333, to: 110, msg: 'A new question' });
    await waitFor(() => list()?.ids[0] === chId);
    expect(list()?.chats[chId]?.lastMessage?.msg).toBe('A new question');
    expect(list()?.chats[chId]?.unreadCount).toBeGreaterThan(0);
    expect(list()?.ids).toHaveLength(36);

    // Read: the count goes to 0 here and the server is told.
    store.dispatch(chatApi.endpoints.markChatRead.initiate(chId, { track: false }));
    expect(list()?.chats[chId]?.unreadCount).toBe(0);
    await waitFor(() =>
      asked('readMessage').some((request) => (request.data as { chId?: string }).chId === chId),
    );
    first.unsubscribe();
  });

  it('shows a message at once as pending and replaces it, once, by the one the server confirms', async () => {
    await connectAs(102, 'token-premium');
    store = createAppStore();
    const target = { kind: 'direct', userId: '101' } as const;
    const conversation = () =>
      chatApi.endpoints.chatConversation.select({ target })(store.getState()).data;
    const subscription = store.dispatch(chatApi.endpoints.chatConversation.initiate({ target }));
    await subscription;
    const chId = conversation()?.chId ?? '';
    expect(chId).toBe(directChatId(101, 102));
    const before = conversation()?.messages.length ?? 0;

    store.dispatch(sendTextMessage({ chId, receiverId: '101', gId: '' }, '  See you at 7  '));
    const pending = selectChat(store.getState()).pending;
    expect(pending).toHaveLength(1);
    expect(pending[0]?.msg).toBe('See you at 7');
    const cid = pending[0]?.cid ?? '';

    await waitFor(() => selectChat(store.getState()).pending.length === 0);
    const keys = conversation()?.messages.map((message) => message.key) ?? [];
    expect(keys.filter((key) => key === `c:${cid}`)).toHaveLength(1);
    expect(conversation()?.messages).toHaveLength(before + 1);
    expect(asked('sendMessage').filter((request) => request.cid === cid)).toHaveLength(1);
    subscription.unsubscribe();
  });

  it('stops listening to the channel when the entries go away', async () => {
    await connectAs(110, 'token-staff');
    store = createAppStore();
    const subscription = store.dispatch(chatApi.endpoints.chatList.initiate(messages(1)));
    await subscription;
    const listRequests = () => asked('getChatList').length;
    expect(listRequests()).toBe(1);

    // A new group message reloads the list (one request for a burst).
    await expectOneRequestPerBurst(
      listRequests,
      110,
      [
        ['newGroupMessageReceive', { chId: 'x' }],
        ['newGroupMessageReceive', { chId: 'y' }],
      ],
      400,
    );
    expect(listRequests()).toBe(2);

    await expectDeafOnceGone(
      store,
      () => subscription.unsubscribe(),
      listRequests,
      110,
      ['newGroupMessageReceive', { chId: 'x' }],
      500,
    );
    expect(listRequests()).toBe(2);
  });

  it("keeps a staff filter's list to what it takes: flagged Normal leaves Urgent, read leaves Unread", async () => {
    await connectAs(110, 'token-staff');
    store = createAppStore();
    const urgentArgs: ChatListArgs = { tab: 1, filter: 3, search: '', page: 1 };
    const unreadArgs: ChatListArgs = { tab: 1, filter: 1, search: '', page: 1 };
    const list = (args: ChatListArgs) =>
      chatApi.endpoints.chatList.select(args)(store.getState()).data;

    const urgent = store.dispatch(chatApi.endpoints.chatList.initiate(urgentArgs));
    await urgent;
    const [first, ...others] = list(urgentArgs)?.ids ?? [];
    expect(first).toBeDefined();
    await store.dispatch(chatApi.endpoints.setChatFlag.initiate({ chId: first ?? '', flag: 1 }));
    expect(list(urgentArgs)?.ids).toEqual(others);
    urgent.unsubscribe();

    const unread = store.dispatch(chatApi.endpoints.chatList.initiate(unreadArgs));
    await unread;
    const [read, ...stillUnread] = list(unreadArgs)?.ids ?? [];
    store.dispatch(chatApi.endpoints.markChatRead.initiate(read ?? '', { track: false }));
    expect(list(unreadArgs)?.ids).toEqual(stillUnread);
    // The list asked again (coming back to it) does not bring the read chat back at its end.
    await store.dispatch(
      chatApi.endpoints.chatList.initiate(unreadArgs, { subscribe: false, forceRefetch: true }),
    );
    expect(list(unreadArgs)?.ids).toEqual(stillUnread);
    unread.unsubscribe();
  });
});
