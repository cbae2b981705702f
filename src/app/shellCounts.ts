import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * The counts the header shows on every member page: unread notifications (spec 1 §7
 * unreadNotification), unread messages (chat totals) and the basket count.
 */
export interface ShellCounts {
  unreadNotifications: number;
  unreadMessages: number;
  basket: number;
}

const initialState: ShellCounts = { unreadNotifications: 0, unreadMessages: 0, basket: 0 };

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
    basketCountSet(state, action: PayloadAction<number>) {
      state.basket = Math.max(0, action.payload || 0);
    },
    shellCountsReset() {
      return initialState;
    },
  },
  selectors: {
    selectUnreadNotifications: (state) => state.unreadNotifications,
    selectUnreadMessages: (state) => state.unreadMessages,
    selectBasketCount: (state) => state.basket,
  },
});

export const { unreadNotificationsSet, unreadMessagesSet, basketCountSet, shellCountsReset } = shellCountsSlice.actions;
export const { selectUnreadNotifications, selectUnreadMessages, selectBasketCount } = shellCountsSlice.selectors;
