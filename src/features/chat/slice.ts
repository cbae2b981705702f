import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { rootReducer } from '@/app/store';
import { session, storageKeys } from '@/lib/storage';
import { readTab, type ChatFilter, type ChatTab } from './model';

/**
 * Chat client state only (the chats and conversations themselves are RTK Query cache entries,
 * see chatApi.ts): which list is shown (tab, staff filter, search) and where it was scrolled to,
 * the conversation open now, and the messages waiting to be confirmed by the server (restored
 * from the realtime outbox after a reload).
 */

export interface ChatListChoice {
  tab: ChatTab;
  filter: ChatFilter;
  search: string;
  /** Where the list was scrolled to, restored when coming back to it. */
  scrollTop: number;
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

export interface ChatState {
  /** The member this state belongs to (reset when another member logs in). */
  userId: string;
  list: ChatListChoice;
  pending: PendingMessage[];
  openChId: string | null;
}

export function freshList(tab: ChatTab): ChatListChoice {
  return { tab, filter: 0, search: '', scrollTop: 0 };
}

/** The tab remembered for the session (default Group Chats). */
export function rememberedTab(): ChatTab {
  return readTab(session.get(storageKeys.chatTab));
}

const initialState = (): ChatState => ({
  userId: '',
  list: freshList(rememberedTab()),
  pending: [],
  openChId: null,
});

export const chatSlice = createSlice({
  name: 'chat',
  initialState,
  reducers: {
    chatStateReset(_state, action: PayloadAction<{ userId: string; tab: ChatTab }>) {
      return {
        ...initialState(),
        userId: action.payload.userId,
        list: freshList(action.payload.tab),
      };
    },

    // The list shown --------------------------------------------------------------------------
    tabChosen(state, action: PayloadAction<ChatTab>) {
      state.list = freshList(action.payload);
    },
    filterChosen(state, action: PayloadAction<ChatFilter>) {
      state.list.filter = action.payload;
      state.list.scrollTop = 0;
    },
    searchChosen(state, action: PayloadAction<string>) {
      state.list.search = action.payload;
      state.list.scrollTop = 0;
    },
    listScrollSaved(state, action: PayloadAction<number>) {
      state.list.scrollTop = action.payload;
    },
    conversationOpened(state, action: PayloadAction<string | null>) {
      state.openChId = action.payload;
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
    /** The server has these messages (by client id): they are no longer waiting. */
    pendingSettled(state, action: PayloadAction<string[]>) {
      if (!action.payload.length || !state.pending.length) return;
      const settled = new Set(action.payload);
      if (state.pending.some((item) => settled.has(item.cid)))
        state.pending = state.pending.filter((item) => !settled.has(item.cid));
    },
  },
});

export const {
  chatStateReset,
  tabChosen,
  filterChosen,
  searchChosen,
  listScrollSaved,
  conversationOpened,
  pendingAdded,
  pendingRestored,
  pendingUpdated,
  pendingRemoved,
  pendingSettled,
} = chatSlice.actions;

declare module '@/app/store' {
  interface LazyLoadedSlices {
    chat: ChatState;
  }
}

/** The slice joins the store when chat code first loads. */
export const injectedChatSlice = chatSlice.injectInto(rootReducer);

export const selectChat = injectedChatSlice.selectSlice;
