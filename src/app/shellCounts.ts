import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * The counts the header shows on every member page: unread notifications (spec 1 §7
 * unreadNotification) and the basket count. Unread messages are the chat area's totals entry
 * in the RTK Query cache (useChatUnreadTotal), not a copy here.
 */
export interface ShellCounts {
  unreadNotifications: number;
  basket: number;
}

const initialState: ShellCounts = { unreadNotifications: 0, basket: 0 };

export const shellCountsSlice = createSlice({
  name: 'shellCounts',
  initialState,
  reducers: {
    unreadNotificationsSet(state, action: PayloadAction<number>) {
      state.unreadNotifications = Math.max(0, action.payload || 0);
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
    selectBasketCount: (state) => state.basket,
  },
});

export const { unreadNotificationsSet, basketCountSet, shellCountsReset } = shellCountsSlice.actions;
export const { selectUnreadNotifications, selectBasketCount } = shellCountsSlice.selectors;
