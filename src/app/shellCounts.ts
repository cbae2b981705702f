import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * The counts the header shows on every member page: unread notifications (spec 1 §7
 * unreadNotification). Unread messages are the chat area's totals entry in the RTK Query cache
 * (useChatUnreadTotal); the basket count is the basket's own (features/basket).
 */
export interface ShellCounts {
  unreadNotifications: number;
}

const initialState: ShellCounts = { unreadNotifications: 0 };

export const shellCountsSlice = createSlice({
  name: 'shellCounts',
  initialState,
  reducers: {
    unreadNotificationsSet(state, action: PayloadAction<number>) {
      state.unreadNotifications = Math.max(0, action.payload || 0);
    },
    shellCountsReset() {
      return initialState;
    },
  },
  selectors: {
    selectUnreadNotifications: (state) => state.unreadNotifications,
  },
});

export const { unreadNotificationsSet, shellCountsReset } = shellCountsSlice.actions;
export const { selectUnreadNotifications } = shellCountsSlice.selectors;
