import type { RealtimeArea } from '../types';

/** Unread notification count; the notifications area replaces this with its own table. */
export const notificationRealtime: RealtimeArea = {
  unreadNotification: ({ user }) => ({ count: Number(user.unread_notifications ?? 0) }),
};
