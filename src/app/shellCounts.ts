import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * The counts the header shows on every member page: unread notifications (spec 1 §7
 * unreadNotification) and unread messages (chat totals). The basket count is the basket's own
 * (features/basket).
 */
export interface ShellCounts {
  unreadNotifications: number;
  unreadMessages: number;
}

const initialState: ShellCounts = { unreadNotifications: 0, unreadMessages: 0 };

export const shellCountsSlice = createSlice({
  name: 'shellCounts',
  initialState,
  reducers: {
    unreadNotificationsSet(state, action: PayloadAction<number>) {
      state.unreadNotifications = Math.max(0, action.payload || 0);
    },
    unreadMessagesSet(state, action: PayloadAction<number>) {
      state.unreadMessages = Math.max(0, action.payload || 0);
    },
    shellCountsReset() {
      return initialState;
    },
  },
  selectors: {
    selectUnreadNotifications: (state) => state.unreadNotifications,
    selectUnreadMessages: (state) => state.unreadMessages,
  },
});

export const { unreadNotificationsSet, unreadMessagesSet, shellCountsReset } = shellCountsSlice.actions;
export const { selectUnreadNotifications, selectUnreadMessages } = shellCountsSlice.selectors;
