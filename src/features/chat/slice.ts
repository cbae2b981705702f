import { createSlice, isDraft, original, type PayloadAction } from '@reduxjs/toolkit';
import { rootReducer } from '@/app/store';
import {
  DEFAULT_CHAT_TAB,
  matchesList,
  mergeFirstPage,
  mergeMessages,
  moveToTop,
  type ChatFilter,
  type ChatFlag,
  type ChatListItem,
  type ChatMessage,
  type ChatTab,
  type ConversationInfo,
} from './model';

/**
 * Chat client state: the chat list being shown (tab, filter, search, loaded ids), the chats
 * by id, the conversations opened this session (kept, so going back and
 * forth is instant), and the messages waiting to be confirmed by the server.
 */

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface ChatListState {
  tab: ChatTab;
  filter: ChatFilter;
  search: string;
  ids: string[];
  page: number;
  hasNextPage: boolean;
  status: LoadStatus;
  loadingMore: boolean;
  error: string | null;
  /** The newest request; older replies are ignored. */
  seq: number;
  /** Where the list was scrolled to, restored when coming back to it. */
  scrollTop: number;
}

export interface ConversationState {
  chId: string;
  info: ConversationInfo;
  messages: ChatMessage[];
  hasMore: boolean;
  loadingOlder: boolean;
  olderError: string | null;
}

export interface PendingMessage {
  cid: string;
  chId: string;
  receiverId: string;
  gId: string;
  mTy: number;
  msg: string;
  media: string;
  video: number;
  fileName: string;
  sentAt: string;
  /** uploading: the file is on its way; pending: waiting for the server; failed: refused. */
  status: 'uploading' | 'pending' | 'failed';
  error?: string;
}

export interface TargetStatus {
  status: LoadStatus;
  error: string | null;
  chId: string;
}

export interface ChatState {
  /** The member this state belongs to (reset when another member logs in). */
  userId: string;
  list: ChatListState;
  chats: Record<string, ChatListItem>;
  conversations: Record<string, ConversationState>;
  /** Conversation targets ('u:{userId}', 'g:{groupId}') to their chat id and load state. */
  targets: Record<string, TargetStatus>;
  pending: PendingMessage[];
  openChId: string | null;
  /** Conversation ids, most recently opened last (the oldest are dropped past a limit). */
  recent: string[];
}

const MAX_CACHED_CONVERSATIONS = 12;

/**
 * The untouched value behind a draft. Long lists (thousands of chats or messages) are read
 * through it, so immer does not make a draft of every element just to read it.
 */
function plain<T>(value: T): T {
  return isDraft(value) ? (original(value as never) as T) : value;
}

/** A conversation header with nothing known yet (tests and placeholders). */
export function conversationInfoFor(chId: string): ConversationInfo {
  return {
    chId,
    chat_type: 1,
    data: null,
    group_data: null,
    isBlockedUser: 0,
    blockedBy: '',
    isMember: 1,
    user_message_type: 1,
  };
}

export function freshList(tab: ChatTab): ChatListState {
  return {
    tab,
    filter: 0,
    search: '',
    ids: [],
    page: 0,
    hasNextPage: false,
    status: 'idle',
    loadingMore: false,
    error: null,
    seq: 0,
    scrollTop: 0,
  };
}

const initialState: ChatState = {
  userId: '',
  list: freshList(DEFAULT_CHAT_TAB),
  chats: {},
  conversations: {},
  targets: {},
  pending: [],
  openChId: null,
  recent: [],
};

function upsert(state: ChatState, item: ChatListItem): void {
  const existing = state.chats[item.chId];
  if (
    existing &&
    existing.unreadCount === item.unreadCount &&
    existing.user_message_type === item.user_message_type &&
    existing.isBlockedUser === item.isBlockedUser &&
    existing.lastMessage?.createdAt === item.lastMessage?.createdAt &&
    existing.lastMessage?.msg === item.lastMessage?.msg
  ) {
    return;
  }
  state.chats[item.chId] = item;
}

/** A chat that changed goes to the top of the list being shown, when it belongs there. */
function bringToTop(state: ChatState, chId: string): void {
  const item = state.chats[chId];
  const list = state.list;
  if (!item || list.search || list.status !== 'ready') return;
  if (!matchesList(item, list.tab, list.filter)) return;
  const ids = plain(list.ids);
  const moved = moveToTop(ids, chId);
  if (moved !== ids) list.ids = moved;
}

function touchRecent(state: ChatState, chId: string): void {
  state.recent = state.recent.filter((id) => id !== chId).concat(chId);
  while (state.recent.length > MAX_CACHED_CONVERSATIONS) {
    const dropped = state.recent.shift();
    if (dropped && dropped !== state.openChId) delete state.conversations[dropped];
  }
}

export const chatSlice = createSlice({
  name: 'chat',
  initialState,
  reducers: {
    chatStateReset(_state, action: PayloadAction<{ userId: string; tab: ChatTab }>) {
      return {
        ...initialState,
        userId: action.payload.userId,
        list: freshList(action.payload.tab),
      };
    },

    // List -----------------------------------------------------------------------------------
    tabChosen(state, action: PayloadAction<ChatTab>) {
      state.list = freshList(action.payload);
    },
    filterChosen(state, action: PayloadAction<ChatFilter>) {
      state.list.filter = action.payload;
      state.list.ids = [];
      state.list.page = 0;
      state.list.status = 'idle';
      state.list.scrollTop = 0;
    },
    searchChosen(state, action: PayloadAction<string>) {
      state.list.search = action.payload;
      state.list.ids = [];
      state.list.page = 0;
      state.list.status = 'idle';
      state.list.scrollTop = 0;
    },
    listRequested(
      state,
      action: PayloadAction<{ seq: number; mode: 'replace' | 'more' | 'refresh' }>,
    ) {
      state.list.seq = action.payload.seq;
      if (action.payload.mode === 'replace') {
        state.list.status = 'loading';
        state.list.error = null;
      } else if (action.payload.mode === 'more') {
        state.list.loadingMore = true;
      }
    },
    listLoaded(
      state,
      action: PayloadAction<{
        seq: number;
        mode: 'replace' | 'more' | 'refresh';
        items: ChatListItem[];
        page: number;
        hasNextPage: boolean;
      }>,
    ) {
      const { seq, mode, items, page, hasNextPage } = action.payload;
      if (seq !== state.list.seq) return;
      for (const item of items) upsert(state, item);
      const ids = items.map((item) => item.chId);
      if (mode === 'replace') {
        state.list.ids = ids;
        state.list.page = page;
        state.list.hasNextPage = hasNextPage;
      } else if (mode === 'more') {
        const loaded = plain(state.list.ids);
        const known = new Set(loaded);
        state.list.ids = loaded.concat(ids.filter((id) => !known.has(id)));
        state.list.page = page;
        state.list.hasNextPage = hasNextPage;
      } else {
        state.list.ids = mergeFirstPage(plain(state.list.ids), ids);
        if (state.list.page <= 1) {
          state.list.page = 1;
          state.list.hasNextPage = hasNextPage;
        }
      }
      state.list.status = 'ready';
      state.list.loadingMore = false;
      state.list.error = null;
    },
    listFailed(
      state,
      action: PayloadAction<{ seq: number; mode: 'replace' | 'more' | 'refresh'; error: string }>,
    ) {
      if (action.payload.seq !== state.list.seq) return;
      state.list.loadingMore = false;
      if (action.payload.mode === 'replace') {
        state.list.status = 'error';
        state.list.error = action.payload.error;
      }
    },
    listScrollSaved(state, action: PayloadAction<number>) {
      state.list.scrollTop = action.payload;
    },
    chatFlagSet(state, action: PayloadAction<{ chId: string; flag: ChatFlag }>) {
      const item = state.chats[action.payload.chId];
      if (item) item.user_message_type = action.payload.flag;
      const conversation = state.conversations[action.payload.chId];
      if (conversation) conversation.info.user_message_type = action.payload.flag;
    },
    chatRead(state, action: PayloadAction<string>) {
      const item = state.chats[action.payload];
      if (item && item.unreadCount) item.unreadCount = 0;
    },

    // Conversations ------------------------------------------------------------------------------
    conversationRequested(state, action: PayloadAction<{ target: string }>) {
      const current = state.targets[action.payload.target];
      state.targets[action.payload.target] = {
        chId: current?.chId ?? '',
        status: current?.chId && state.conversations[current.chId] ? 'ready' : 'loading',
        error: null,
      };
    },
    conversationFailed(state, action: PayloadAction<{ target: string; error: string }>) {
      const current = state.targets[action.payload.target];
      const cached = current?.chId && state.conversations[current.chId];
      state.targets[action.payload.target] = {
        chId: current?.chId ?? '',
        status: cached ? 'ready' : 'error',
        error: action.payload.error,
      };
    },
    conversationLoaded(
      state,
      action: PayloadAction<{
        target: string;
        info: ConversationInfo;
        messages: ChatMessage[];
        hasMore: boolean;
        mode: 'latest' | 'older';
      }>,
    ) {
      const { target, info, messages, hasMore, mode } = action.payload;
      const chId = info.chId;
      if (target) state.targets[target] = { chId, status: 'ready', error: null };
      const existing = state.conversations[chId];
      if (!existing) {
        state.conversations[chId] = {
          chId,
          info,
          messages,
          hasMore,
          loadingOlder: false,
          olderError: null,
        };
      } else if (mode === 'older') {
        const loaded = plain(existing.messages);
        existing.info = info;
        existing.loadingOlder = false;
        existing.olderError = null;
        existing.hasMore = hasMore;
        const known = new Set(loaded.map((message) => message._id));
        const older = messages.filter((message) => !known.has(message._id));
        if (older.length) existing.messages = older.concat(loaded);
      } else {
        const loaded = plain(existing.messages);
        existing.info = info;
        const known = new Set(loaded.map((message) => message._id));
        const overlaps = messages.some((message) => known.has(message._id));
        if (!overlaps && hasMore && loaded.length) {
          // A gap: more was missed than one page holds. Start again from the newest page.
          existing.messages = messages;
          existing.hasMore = hasMore;
        } else {
          const merged = mergeMessages(loaded, messages);
          if (merged !== loaded) existing.messages = merged;
          if (!merged.length) existing.hasMore = hasMore;
        }
      }
      const item = state.chats[chId];
      if (item) {
        item.isBlockedUser = info.isBlockedUser;
        item.blockedBy = info.blockedBy;
      }
      touchRecent(state, chId);
    },
    olderRequested(state, action: PayloadAction<string>) {
      const conversation = state.conversations[action.payload];
      if (conversation) {
        conversation.loadingOlder = true;
        conversation.olderError = null;
      }
    },
    olderFailed(state, action: PayloadAction<{ chId: string; error: string }>) {
      const conversation = state.conversations[action.payload.chId];
      if (conversation) {
        conversation.loadingOlder = false;
        conversation.olderError = action.payload.error;
      }
    },
    conversationOpened(state, action: PayloadAction<string | null>) {
      state.openChId = action.payload;
    },

    /** A message from someone else (sendMessageToGroupAndUser, newGroupMessageReceive, bulkMessageReceive). */
    messageReceived(
      state,
      action: PayloadAction<{
        chId: string;
        message: ChatMessage | null;
        chat: ChatListItem | null;
        open: boolean;
      }>,
    ) {
      const { chId, message, chat, open } = action.payload;
      // Our own message coming back from another device or a resend: no longer pending.
      if (message?.cid && state.pending.some((item) => item.cid === message.cid)) {
        state.pending = state.pending.filter((item) => item.cid !== message.cid);
      }
      const conversation = state.conversations[chId];
      if (conversation && message) {
        const loaded = plain(conversation.messages);
        const merged = mergeMessages(loaded, [message]);
        if (merged !== loaded) conversation.messages = merged;
      }
      if (chat) {
        upsert(state, open ? { ...chat, unreadCount: 0 } : chat);
      } else {
        const item = state.chats[chId];
        if (item && message) {
          item.lastMessage = {
            mTy: message.mTy,
            msg: message.msg,
            video: message.video,
            senderData: message.senderData,
            createdAt: message.createdAt,
          };
          if (!open) item.unreadCount += 1;
        }
      }
      bringToTop(state, chId);
    },

    blockChanged(state, action: PayloadAction<{ chId: string; blockedBy: string }>) {
      const { chId, blockedBy } = action.payload;
      const conversation = state.conversations[chId];
      if (conversation) {
        conversation.info.blockedBy = blockedBy;
        conversation.info.isBlockedUser = blockedBy ? 1 : 0;
      }
      const item = state.chats[chId];
      if (item) {
        item.blockedBy = blockedBy;
        item.isBlockedUser = blockedBy ? 1 : 0;
      }
    },

    // Sending ----------------------------------------------------------------------------------
    pendingAdded(state, action: PayloadAction<PendingMessage>) {
      if (state.pending.some((item) => item.cid === action.payload.cid)) return;
      state.pending.push(action.payload);
    },
    pendingRestored(state, action: PayloadAction<PendingMessage[]>) {
      const known = new Set(state.pending.map((item) => item.cid));
      for (const item of action.payload) if (!known.has(item.cid)) state.pending.push(item);
    },
    pendingUpdated(
      state,
      action: PayloadAction<{ cid: string; changes: Partial<PendingMessage> }>,
    ) {
      const item = state.pending.find((candidate) => candidate.cid === action.payload.cid);
      if (item) Object.assign(item, action.payload.changes);
    },
    pendingRemoved(state, action: PayloadAction<string>) {
      state.pending = state.pending.filter((item) => item.cid !== action.payload);
    },
    /** The server confirmed a message: it replaces the pending one, and its chat goes to the top. */
    pendingConfirmed(
      state,
      action: PayloadAction<{
        cid: string;
        message: ChatMessage | null;
        chat: ChatListItem | null;
      }>,
    ) {
      const { cid, message, chat } = action.payload;
      state.pending = state.pending.filter((item) => item.cid !== cid);
      if (message) {
        const conversation = state.conversations[message.chId];
        if (conversation) {
          const loaded = plain(conversation.messages);
          const merged = mergeMessages(loaded, [message]);
          if (merged !== loaded) conversation.messages = merged;
        }
      }
      if (chat) {
        upsert(state, chat);
        bringToTop(state, chat.chId);
      }
    },
  },
});

export const {
  chatStateReset,
  tabChosen,
  filterChosen,
  searchChosen,
  listRequested,
  listLoaded,
  listFailed,
  listScrollSaved,
  chatFlagSet,
  chatRead,
  conversationRequested,
  conversationFailed,
  conversationLoaded,
  olderRequested,
  olderFailed,
  conversationOpened,
  messageReceived,
  blockChanged,
  pendingAdded,
  pendingRestored,
  pendingUpdated,
  pendingRemoved,
  pendingConfirmed,
} = chatSlice.actions;

declare module '@/app/store' {
  interface LazyLoadedSlices {
    chat: ChatState;
  }
}

/** The slice joins the store when chat code first loads. */
export const injectedChatSlice = chatSlice.injectInto(rootReducer);

export const selectChat = injectedChatSlice.selectSlice;
