import { HttpResponse } from 'msw';
import { db } from '../db/store';
import { directChatId, groupChatId, type MockChat, type MockChatMessage } from '../db/chatTables';
import { chatDataChanged, chatMockData } from '../realtime/areas/chat';
import { realtimeServer } from '../realtime/server';
import { fail, memberRoute } from './respond';

import { isAllowedMedia, isVideoFile, MEDIA_TYPE_ERROR } from '../../src/lib/validation/media';

const MAX_MEDIA_BYTES = 50 * 1024 * 1024;

/**
 * Mock REST handlers of the chat area: chat/upload_media takes one file (multipart field
 * "file") and answers its address. In the mock the address is a blob: URL, so an uploaded
 * picture shows for the rest of the session (after a reload it falls back to the placeholder).
 */
export const chatHandlers = [
  memberRoute('post', 'chat/upload_media', async ({ request }) => {
    let file: File | null = null;
    try {
      const form = await request.formData();
      const value = form.get('file');
      file = value instanceof File ? value : null;
    } catch {
      file = null;
    }
    if (!file) return fail('Please choose a file to send.');
    if (!isAllowedMedia(file.name)) return fail(MEDIA_TYPE_ERROR);
    if (file.size > MAX_MEDIA_BYTES) return fail('Files can be at most 50 MB.');
    const url =
      typeof URL.createObjectURL === 'function'
        ? URL.createObjectURL(file)
        : `/uploads/${encodeURIComponent(file.name)}`;
    return HttpResponse.json({
      status: 1,
      message: 'Uploaded',
      data: [
        {
          url,
          fileName: file.name,
          video: isVideoFile(file.name) ? 1 : 0,
          thumbnail_image: '',
        },
      ],
    });
  }),
];

function viewerPath(chat: MockChat, viewerId: number): string {
  if (chat.kind === 'group' && chat.groupId)
    return `/home/groupmessenger/${chat.groupId}?${btoa(chat.groupId)}`;
  const other = chat.members.find((member) => member !== viewerId) ?? viewerId;
  return `/home/message?${btoa(String(other))}`;
}

export interface DeliverInput {
  /** Sender user id (a login user or a chat-only person). */
  from: number;
  /** Receiver of a direct message (with `from`), when no chId or groupId is given. */
  to?: number;
  chId?: string;
  groupId?: string;
  msg?: string;
  mTy?: number;
  media?: string;
  video?: number;
  headerText?: string;
  is_ctabtn?: number;
  buttonType?: number;
  buttonText?: string;
  buttonId?: string;
  access?: number;
  /** Which push to send (default: sendMessageToGroupAndUser, or newGroupMessageReceive in a group). */
  event?: 'sendMessageToGroupAndUser' | 'newGroupMessageReceive' | 'bulkMessageReceive';
}

/**
 * Chat controls of window.__mock (contract: ../shared/contract.md, "Mock controls"):
 * - seedChats(count, { userId = 110, chatType = 1 }): adds `count` generated chats to a user's
 *   list (generated on demand; every 7th unread, a few flagged). seedChats(0) removes them.
 * - seedMessages(chId = 'd-102-110', count, viewerId = 110): adds `count` older messages to a
 *   chat; returns { chId, path } with the messenger path for the viewer.
 * - deliverMessage({ from, to | chId | groupId, msg, ... }): stores a message as if `from` had
 *   sent it in this page's mock and pushes it to the open connections as the server would.
 */
export const chatMockControl = {
  seedChats(count: number, options: { userId?: number; chatType?: 1 | 2 | 3 } = {}): number {
    const userId = options.userId ?? 110;
    const total = Math.max(0, Math.floor(Number(count) || 0));
    db.update((state) => {
      if (total)
        state.chatBench.chats[String(userId)] = {
          count: total,
          chatType: options.chatType ?? 1,
          at: Date.now(),
        };
      else delete state.chatBench.chats[String(userId)];
      for (const key of Object.keys(state.chatBench.overrides)) {
        if (key.startsWith(`bench-${userId}-`)) delete state.chatBench.overrides[key];
      }
    });
    chatDataChanged();
    return total;
  },

  seedMessages(
    chId = directChatId(102, 110),
    count = 5000,
    viewerId = 110,
  ): { chId: string; path: string } | null {
    const chat = chatMockData.findChat(chId);
    if (!chat) return null;
    const total = Math.max(0, Math.floor(Number(count) || 0));
    db.update((state) => {
      if (total) state.chatBench.messages[chId] = total;
      else delete state.chatBench.messages[chId];
    });
    chatDataChanged();
    return { chId, path: viewerPath(chat, viewerId) };
  },

  deliverMessage(input: DeliverInput): { chId: string; message: unknown } | null {
    const from = Number(input.from);
    if (!chatMockData.personById(from)) return null;
    let chat: MockChat | null = null;
    if (input.chId) chat = chatMockData.findChat(input.chId);
    else if (input.groupId) chat = chatMockData.findChat(groupChatId(input.groupId));
    else if (input.to) {
      const id = directChatId(from, Number(input.to));
      chat = chatMockData.findChat(id);
      if (!chat && chatMockData.personById(Number(input.to))) {
        const created: MockChat = {
          chId: id,
          kind: 'direct',
          members: [from, Number(input.to)],
          groupId: null,
          unread: {},
          flags: {},
          blockedBy: 0,
          lastAt: '',
        };
        db.update((state) => state.chats.push(created));
        chatDataChanged();
        chat = created;
      }
    }
    if (!chat || !chat.members.includes(from)) return null;
    const fields: Partial<MockChatMessage> = {
      mTy: input.mTy ?? 1,
      msg: input.msg ?? '',
      media: input.media ?? '',
      video: input.video ?? 0,
      headerText: input.headerText ?? '',
      is_ctabtn: input.is_ctabtn ?? 2,
      buttonType: input.buttonType ?? 0,
      buttonText: input.buttonText ?? '',
      buttonId: input.buttonId ?? '',
      access: input.access ?? 1,
    };
    const item = chatMockData.storeMessage(chat, from, fields);
    const stored = chatMockData.findChat(chat.chId) ?? chat;
    const event =
      input.event ??
      (stored.kind === 'group' ? 'newGroupMessageReceive' : 'sendMessageToGroupAndUser');
    chatMockData.pushMessage(
      { push: (userId, en, data) => realtimeServer.push(en, data, userId) },
      stored,
      item,
      from,
      event,
    );
    return { chId: stored.chId, message: chatMockData.wireMessage(item, stored) };
  },
};
