import { realtime, newClientId } from '@/lib/realtime';
import { isAllowedMedia, isVideoFile, MEDIA_TYPE_ERROR } from '@/lib/validation';
import { authSession, onAuthChanged } from '@/lib/auth';
import { session, storageKeys } from '@/lib/storage';
import { selectIsStaff } from '@/features/user';
import type { AppDispatch, RootState } from '@/app/store';
import { ask, errorMessage, uploadChatMedia } from './api';
import {
  blockReplySchema,
  CHAT_PAGE_SIZE,
  chatListReplySchema,
  conversationReplySchema,
  flagReplySchema,
  HISTORY_PAGE_SIZE,
  incomingSchema,
  readTab,
  sendReplySchema,
  simpleReplySchema,
  targetKey,
  toChatMessage,
  MAX_MESSAGE_LENGTH,
  groupInfoReplySchema,
  peopleReplySchema,
  searchButtonReplySchema,
  type ButtonSearchType,
  type ChatFilter,
  type ChatFlag,
  type ChatTab,
  type ConversationTarget,
  type SendMessagePayload,
} from './model';
import {
  blockChanged,
  chatFlagSet,
  chatRead,
  chatStateReset,
  conversationFailed,
  conversationLoaded,
  conversationRequested,
  filterChosen,
  listFailed,
  listLoaded,
  listRequested,
  messageReceived,
  olderFailed,
  olderRequested,
  pendingAdded,
  pendingConfirmed,
  pendingRemoved,
  pendingRestored,
  pendingUpdated,
  searchChosen,
  selectChat,
  tabChosen,
  type PendingMessage,
} from './slice';
import { announce } from './announcer';

/**
 * Chat side effects: every call to the realtime channel, the handling of what the server
 * pushes, and the outbox of messages being sent. Components dispatch these thunks; they never
 * touch the socket themselves.
 */

export type ChatThunk<R = void> = (dispatch: AppDispatch, getState: () => RootState) => R;

let listGeneration = 0;

function isStaffState(state: RootState): boolean {
  return selectIsStaff(state);
}

// ---------------------------------------------------------------------------------------------
// Start-up: one set of listeners for the whole session

let started = false;
const reconnectListeners = new Set<() => void>();
let listRefreshTimer: ReturnType<typeof setTimeout> | null = null;

function pendingFromPayload(
  payload: SendMessagePayload,
  status: PendingMessage['status'] = 'pending',
): PendingMessage {
  return {
    cid: payload.cid,
    chId: payload.chId ?? '',
    receiverId: payload.receiverId ?? '',
    gId: payload.gId ?? '',
    mTy: payload.mTy,
    msg: payload.msg,
    media: payload.media ?? '',
    video: payload.video ?? 0,
    fileName: payload.fileName ?? '',
    sentAt: payload.sentAt,
    status,
  };
}

/** Messages still in the realtime outbox (kept in local storage) show again as pending after a reload. */
function pendingInOutbox(): PendingMessage[] {
  return realtime
    .pending()
    .filter(
      (item) =>
        item.en === 'sendMessage' && item.durable && item.data && typeof item.data === 'object',
    )
    .map((item) => pendingFromPayload({ ...(item.data as SendMessagePayload), cid: item.cid }));
}

/** Makes sure the chat state belongs to the member logged in now. */
export const syncChatOwner = (): ChatThunk => (dispatch, getState) => {
  const userId = authSession.memberUserId() ?? '';
  if (selectChat(getState()).userId === userId) return;
  dispatch(chatStateReset({ userId, tab: readTab(session.get(storageKeys.chatTab)) }));
  dispatch(pendingRestored(pendingInOutbox()));
};

/** Starts listening to the server's chat pushes and replies (once per page load). */
export const startChatRealtime = (): ChatThunk => (dispatch, getState) => {
  dispatch(syncChatOwner());
  if (started) return;
  started = true;

  onAuthChanged(() => dispatch(syncChatOwner()));

  realtime.on('sendMessage', (data, reply) => {
    if (!reply.cid) return;
    const cid = reply.cid;
    const known = selectChat(getState()).pending.find((item) => item.cid === cid);
    const parsed = sendReplySchema.safeParse(data);
    if (!parsed.success) return;
    const { status, message, duplicate, chat } = parsed.data;
    if (status === 1 && typeof message === 'object' && message) {
      dispatch(pendingConfirmed({ cid, message: toChatMessage(message), chat }));
    } else if (status === 1 || duplicate) {
      // Already handled by the server earlier (sent before a reload or a drop): fetch it.
      dispatch(pendingConfirmed({ cid, message: null, chat: null }));
      if (known?.chId) void dispatch(refreshConversation(known.chId));
      else if (known?.receiverId)
        void dispatch(openConversation({ kind: 'direct', userId: known.receiverId }));
      else if (known?.gId) void dispatch(openConversation({ kind: 'group', groupId: known.gId }));
    } else if (known) {
      dispatch(
        pendingUpdated({
          cid,
          changes: {
            status: 'failed',
            error: typeof message === 'string' && message ? message : 'The message was not sent.',
          },
        }),
      );
    }
  });

  const incoming =
    (event: 'sendMessageToGroupAndUser' | 'newGroupMessageReceive' | 'bulkMessageReceive') =>
    (data: unknown) => {
      const parsed = incomingSchema.safeParse(data);
      if (!parsed.success) return;
      const { message, chat } = parsed.data;
      const chId = parsed.data.chId || message?.chId || chat?.chId || '';
      if (!chId) return;
      const state = selectChat(getState());
      const open = state.openChId === chId && document.visibilityState === 'visible';
      const chatMessage = message ? toChatMessage(message) : null;
      dispatch(messageReceived({ chId, message: chatMessage, chat, open }));
      if (open) {
        dispatch(markChatRead(chId));
        if (chatMessage && chatMessage.senderId !== authSession.memberUserId()) {
          const who = chatMessage.senderData.first_name || 'Someone';
          announce(
            `New message from ${who}${chatMessage.msg ? `: ${chatMessage.msg.slice(0, 140)}` : ''}`,
          );
        }
      }
      // A new group message or a bulk message reloads the list (spec 3 §4).
      if (event !== 'sendMessageToGroupAndUser') dispatch(scheduleListRefresh());
    };
  realtime.on('sendMessageToGroupAndUser', incoming('sendMessageToGroupAndUser'));
  realtime.on('newGroupMessageReceive', incoming('newGroupMessageReceive'));
  realtime.on('bulkMessageReceive', incoming('bulkMessageReceive'));

  realtime.on('blockUnblockedUser', (data) => {
    const parsed = blockReplySchema.safeParse(data);
    if (!parsed.success || parsed.data.status !== 1 || !parsed.data.chId) return;
    dispatch(blockChanged({ chId: parsed.data.chId, blockedBy: parsed.data.blockedBy }));
  });

  // After every (re)connect: catch up on what happened while the connection was down. A request
  // that was on its way when the connection dropped is not answered: ask again, and a list left
  // on its error (the request timed out while offline) reloads by itself.
  let connectedBefore = realtime.status === 'ready';
  realtime.onAuthorised(() => {
    const reconnect = connectedBefore;
    connectedBefore = true;
    const state = selectChat(getState());
    if (state.list.status === 'ready') void dispatch(loadChatList('refresh'));
    // A list left on its error (say, the server did not answer while offline) reloads by itself.
    else if (state.list.status === 'error') void dispatch(loadChatList('replace'));
    else if (reconnect && state.list.status === 'loading') void dispatch(loadChatList('replace'));
    if (state.openChId) void dispatch(refreshConversation(state.openChId));
    if (reconnect) reconnectListeners.forEach((listener) => listener());
  });
};

// ---------------------------------------------------------------------------------------------
// The chat list

/**
 * getChatList / searchByName, 15 a page. 'replace' starts the list again, 'more' loads the next
 * page (infinite scroll), 'refresh' puts a fresh first page on top of what is loaded.
 */
export const loadChatList =
  (mode: 'replace' | 'more' | 'refresh'): ChatThunk<Promise<void>> =>
  async (dispatch, getState) => {
    const state = getState();
    const list = selectChat(state).list;
    if (mode === 'more' && (!list.hasNextPage || list.loadingMore || list.status !== 'ready'))
      return;
    if (mode === 'refresh' && list.status !== 'ready') return;
    const seq = mode === 'replace' ? ++listGeneration : list.seq;
    dispatch(listRequested({ seq, mode }));
    const page = mode === 'more' ? list.page + 1 : 1;
    const filter: ChatFilter = isStaffState(state) ? list.filter : 0;
    try {
      const reply = list.search
        ? await ask(
            'searchByName',
            { searchName: list.search, filter, chatType: list.tab, limit: CHAT_PAGE_SIZE, page },
            chatListReplySchema,
          )
        : await ask(
            'getChatList',
            { filter, page, limit: CHAT_PAGE_SIZE, chatType: list.tab },
            chatListReplySchema,
          );
      dispatch(
        listLoaded({
          seq,
          mode,
          items: reply.data,
          page: reply.currentPage || page,
          hasNextPage: reply.hasNextPage,
        }),
      );
    } catch (error) {
      dispatch(listFailed({ seq, mode, error: errorMessage(error) }));
    }
  };

function scheduleListRefresh(): ChatThunk {
  return (dispatch) => {
    if (listRefreshTimer) clearTimeout(listRefreshTimer);
    listRefreshTimer = setTimeout(() => {
      listRefreshTimer = null;
      void dispatch(loadChatList('refresh'));
    }, 250);
  };
}

/**
 * Coming to the chat list: the tab remembered for the session (default Group Chats). A list
 * already loaded this session shows at once, where it was left, with a fresh first page on top.
 */
export const enterChatList = (): ChatThunk => (dispatch, getState) => {
  dispatch(startChatRealtime());
  const tab = readTab(session.get(storageKeys.chatTab));
  const list = selectChat(getState()).list;
  if (list.tab !== tab || list.status === 'idle' || list.status === 'error') {
    dispatch(tabChosen(tab));
    void dispatch(loadChatList('replace'));
  } else {
    void dispatch(loadChatList('refresh'));
  }
};

/** Switching tab clears search and filter and reloads page 1; the tab is remembered for the session. */
export const chooseTab =
  (tab: ChatTab): ChatThunk =>
  (dispatch) => {
    session.set(storageKeys.chatTab, String(tab));
    dispatch(tabChosen(tab));
    void dispatch(loadChatList('replace'));
  };

/** Staff filter: 0 reset, 1 unread, 2 follow up, 3 urgent; reloads from page 1. */
export const chooseFilter =
  (filter: ChatFilter): ChatThunk =>
  (dispatch, getState) => {
    if (!isStaffState(getState())) return;
    dispatch(filterChosen(filter));
    void dispatch(loadChatList('replace'));
  };

/** Trimmed search text; empty text turns search off and restores the list. */
export const chooseSearch =
  (text: string): ChatThunk =>
  (dispatch, getState) => {
    const value = text.trim();
    if (
      selectChat(getState()).list.search === value &&
      selectChat(getState()).list.status !== 'idle'
    )
      return;
    dispatch(searchChosen(value));
    void dispatch(loadChatList('replace'));
  };

/** Staff flag: Normal, Follow up, Urgent; the list shows what the server answers. */
export const setChatFlag =
  (chId: string, flag: ChatFlag): ChatThunk<Promise<{ ok: boolean; error?: string }>> =>
  async (dispatch, getState) => {
    const item = selectChat(getState()).chats[chId];
    try {
      const reply = await ask(
        'set_user_message_type',
        { chId, type: item?.chat_type ?? 1, user_message_type: flag },
        flagReplySchema,
      );
      dispatch(chatFlagSet({ chId: reply.chId || chId, flag: reply.user_message_type }));
      return { ok: true };
    } catch (error) {
      return { ok: false, error: errorMessage(error) };
    }
  };

// ---------------------------------------------------------------------------------------------
// Conversations

function targetPayload(target: ConversationTarget): { receiverId?: string; groupId?: string } {
  if (target.kind === 'direct') return { receiverId: target.userId };
  if (target.kind === 'group') return { groupId: target.groupId };
  return {};
}

/** Opens a conversation: what was loaded before shows at once, and the newest page is fetched. */
export const openConversation =
  (target: ConversationTarget): ChatThunk<Promise<void>> =>
  async (dispatch) => {
    const key = targetKey(target);
    if (!key) return;
    dispatch(conversationRequested({ target: key }));
    try {
      const reply = await ask(
        'getConversation',
        { ...targetPayload(target), limit: HISTORY_PAGE_SIZE },
        conversationReplySchema,
      );
      if (!reply.chat) throw new Error('This conversation was not found.');
      dispatch(
        conversationLoaded({
          target: key,
          info: reply.chat,
          messages: reply.messages.map(toChatMessage),
          hasMore: reply.hasMore,
          mode: 'latest',
        }),
      );
    } catch (error) {
      dispatch(conversationFailed({ target: key, error: errorMessage(error) }));
    }
  };

/**
 * Keeps a conversation page loading: when the connection comes back and the conversation has not
 * arrived (its request was lost with the connection), it is asked for again. Returns the clean-up.
 */
export const watchConversation =
  (target: ConversationTarget): ChatThunk<() => void> =>
  (dispatch, getState) => {
    const key = targetKey(target);
    const listener = () => {
      const status = selectChat(getState()).targets[key];
      const loaded = status?.chId && selectChat(getState()).conversations[status.chId];
      if (!loaded) void dispatch(openConversation(target));
    };
    reconnectListeners.add(listener);
    return () => {
      reconnectListeners.delete(listener);
    };
  };

export const refreshConversation =
  (chId: string): ChatThunk<Promise<void>> =>
  async (dispatch) => {
    try {
      const reply = await ask(
        'getConversation',
        { chId, limit: HISTORY_PAGE_SIZE },
        conversationReplySchema,
      );
      if (!reply.chat) return;
      dispatch(
        conversationLoaded({
          target: '',
          info: reply.chat,
          messages: reply.messages.map(toChatMessage),
          hasMore: reply.hasMore,
          mode: 'latest',
        }),
      );
    } catch {
      // The next reconnect or message tries again.
    }
  };

/** History paged upward. */
export const loadOlderMessages =
  (chId: string): ChatThunk<Promise<void>> =>
  async (dispatch, getState) => {
    const conversation = selectChat(getState()).conversations[chId];
    if (!conversation || !conversation.hasMore || conversation.loadingOlder) return;
    const oldest = conversation.messages[0];
    if (!oldest) return;
    dispatch(olderRequested(chId));
    try {
      const reply = await ask(
        'getConversation',
        { chId, before: oldest._id, limit: HISTORY_PAGE_SIZE },
        conversationReplySchema,
      );
      if (!reply.chat) throw new Error('This conversation was not found.');
      dispatch(
        conversationLoaded({
          target: '',
          info: reply.chat,
          messages: reply.messages.map(toChatMessage),
          hasMore: reply.hasMore,
          mode: 'older',
        }),
      );
    } catch (error) {
      dispatch(olderFailed({ chId, error: errorMessage(error) }));
    }
  };

/** Read state: the chat's unread count goes to 0 here and on the server; the dots follow. */
export const markChatRead =
  (chId: string): ChatThunk =>
  (dispatch) => {
    if (!chId) return;
    dispatch(chatRead(chId));
    realtime.request('readMessage', { chId }).catch(() => undefined);
  };

// ---------------------------------------------------------------------------------------------
// Sending

export interface ConversationAddress {
  chId: string;
  receiverId: string;
  gId: string;
}

function addressFields(
  address: ConversationAddress,
): Pick<SendMessagePayload, 'chId' | 'receiverId' | 'gId'> {
  return {
    ...(address.chId ? { chId: address.chId } : {}),
    ...(address.receiverId ? { receiverId: address.receiverId } : {}),
    ...(address.gId ? { gId: address.gId } : {}),
  };
}

/**
 * Sends a text message: it shows at once as pending, waits in the durable outbox (local
 * storage) until the server's reply with its cid, and is re-sent after a reconnect or reload.
 * The server ignores a cid it has already handled, so it is never stored twice.
 */
export const sendTextMessage =
  (address: ConversationAddress, text: string): ChatThunk<boolean> =>
  (dispatch) => {
    const msg = text.replace(/^\s+|\s+$/g, '');
    if (!msg || msg.length > MAX_MESSAGE_LENGTH) return false;
    const cid = newClientId();
    const payload: SendMessagePayload = {
      cid,
      ...addressFields(address),
      mTy: 1,
      msg,
      sentAt: new Date().toISOString(),
    };
    dispatch(pendingAdded(pendingFromPayload(payload)));
    realtime.emit('sendMessage', payload, { durable: true, cid });
    return true;
  };

/** Files kept in memory while they upload, so a failed upload can be tried again. */
const filesInFlight = new Map<string, File>();

async function uploadAndSend(
  dispatch: AppDispatch,
  cid: string,
  file: File,
  base: SendMessagePayload,
): Promise<void> {
  try {
    const uploaded = await uploadChatMedia(file);
    const payload: SendMessagePayload = {
      ...base,
      media: uploaded.url,
      video: uploaded.video || (isVideoFile(file.name) ? 1 : 0),
      thumbnail_image: uploaded.thumbnail_image,
      fileName: file.name,
    };
    filesInFlight.delete(cid);
    dispatch(
      pendingUpdated({
        cid,
        changes: {
          status: 'pending',
          media: uploaded.url,
          video: payload.video ?? 0,
          error: undefined,
        },
      }),
    );
    realtime.emit('sendMessage', payload, { durable: true, cid });
  } catch (error) {
    dispatch(
      pendingUpdated({
        cid,
        changes: {
          status: 'failed',
          error: `The file could not be uploaded. ${errorMessage(error)}`,
        },
      }),
    );
  }
}

/** Sends a picture or a video: .jpg .jpeg .gif .png .mp4 .mov only. */
export const sendMediaMessage =
  (
    address: ConversationAddress,
    file: File,
    caption = '',
  ): ChatThunk<{ ok: boolean; error?: string }> =>
  (dispatch) => {
    if (!isAllowedMedia(file.name)) return { ok: false, error: MEDIA_TYPE_ERROR };
    const cid = newClientId();
    const base: SendMessagePayload = {
      cid,
      ...addressFields(address),
      mTy: 2,
      msg: caption.trim(),
      video: isVideoFile(file.name) ? 1 : 0,
      fileName: file.name,
      sentAt: new Date().toISOString(),
    };
    const preview = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
    dispatch(pendingAdded({ ...pendingFromPayload(base, 'uploading'), media: preview }));
    filesInFlight.set(cid, file);
    void uploadAndSend(dispatch, cid, file, base);
    return { ok: true };
  };

/** Tries a failed message again (a new cid: the server has already answered the old one). */
export const retryMessage =
  (cid: string): ChatThunk =>
  (dispatch, getState) => {
    const item = selectChat(getState()).pending.find((candidate) => candidate.cid === cid);
    if (!item || item.status !== 'failed') return;
    const address = { chId: item.chId, receiverId: item.receiverId, gId: item.gId };
    const file = filesInFlight.get(cid);
    dispatch(pendingRemoved(cid));
    if (file) {
      filesInFlight.delete(cid);
      dispatch(sendMediaMessage(address, file, item.msg));
    } else if (item.mTy === 2 && item.media && !item.media.startsWith('blob:')) {
      const newCid = newClientId();
      const payload: SendMessagePayload = {
        cid: newCid,
        ...addressFields(address),
        mTy: 2,
        msg: item.msg,
        media: item.media,
        video: item.video,
        fileName: item.fileName,
        sentAt: new Date().toISOString(),
      };
      dispatch(pendingAdded(pendingFromPayload(payload)));
      realtime.emit('sendMessage', payload, { durable: true, cid: newCid });
    } else if (item.msg) {
      dispatch(sendTextMessage(address, item.msg));
    }
  };

export const discardMessage =
  (cid: string): ChatThunk =>
  (dispatch) => {
    filesInFlight.delete(cid);
    dispatch(pendingRemoved(cid));
  };

// ---------------------------------------------------------------------------------------------
// Blocking

/** Block or unblock the (non-staff) counterpart of a personal chat, through blockUnblockedUser. */
export const setBlocked =
  (
    chId: string,
    userId: string,
    block: boolean,
  ): ChatThunk<Promise<{ ok: boolean; error?: string }>> =>
  async (dispatch) => {
    try {
      const reply = await ask(
        'blockUnblockedUser',
        { blockedUser: userId, blockedStatus: block ? 1 : 0 },
        blockReplySchema,
      );
      dispatch(blockChanged({ chId: reply.chId || chId, blockedBy: reply.blockedBy }));
      dispatch(scheduleListRefresh());
      return { ok: true };
    } catch (error) {
      return { ok: false, error: errorMessage(error) };
    }
  };

// ---------------------------------------------------------------------------------------------
// Groups

export async function verifyCommunityLink(
  id: string,
): Promise<{ access: boolean; groupId: string }> {
  const reply = await ask('verifyCommunityGroupLink', { id }, simpleReplySchema);
  return { access: reply.access === 1 && Boolean(reply.group_id), groupId: reply.group_id };
}

/** Adds a member to a group: by a group link (isLink 1, the member themselves) or by staff. */
export async function addGroupMember(
  gId: string,
  options: { isLink: boolean; userId?: string },
): Promise<string> {
  const reply = await ask(
    'addGroupMember',
    { gId, isLink: options.isLink ? 1 : 0, ...(options.userId ? { userId: options.userId } : {}) },
    simpleReplySchema,
  );
  return reply.group_id || gId;
}

export async function createGroupChat(input: {
  groupName: string;
  firstMessage: string;
  groupImage: string;
  notiActive: boolean;
  members: string[];
}): Promise<string> {
  const reply = await ask(
    'createGroup',
    { ...input, notiActive: input.notiActive ? 1 : 0, cid: newClientId() },
    simpleReplySchema,
  );
  return reply.group_id;
}

export async function getGroupInfo(gId: string) {
  return ask('getGroupInfo', { gId }, groupInfoReplySchema);
}

export async function updateGroupChat(input: {
  gId: string;
  groupName: string;
  groupImage?: string;
  notiActive: boolean;
}): Promise<void> {
  await ask('updateGroup', { ...input, notiActive: input.notiActive ? 1 : 0 }, simpleReplySchema);
}

/** Staff: one message to many members (each gets it in their own chat). */
export async function sendBulkMessage(input: {
  msg: string;
  media?: string;
  video?: number;
  fileName?: string;
  members: string[];
}): Promise<number> {
  const reply = await ask(
    'sendBulkMessage',
    {
      cid: newClientId(),
      mTy: input.media ? 2 : 1,
      msg: input.msg,
      media: input.media,
      video: input.video,
      fileName: input.fileName,
      members: input.members,
    },
    simpleReplySchema,
  );
  return reply.count;
}

export async function searchMembers(searchName: string, page = 1) {
  return ask(
    'searchMembers',
    { searchName: searchName.trim(), page, limit: 30 },
    peopleReplySchema,
  );
}

/** The message list: tab 0 All, 1 People you follow. */
export async function messageList(tab: 0 | 1, searchName: string, page = 1) {
  return ask(
    'messageList',
    { tab, searchName: searchName.trim(), page, limit: 30 },
    peopleReplySchema,
  );
}

export async function searchByButton(type: ButtonSearchType, searchName: string) {
  return ask('searchByButton', { type, searchName: searchName.trim() }, searchButtonReplySchema);
}
