import type { RealtimeArea } from '../types';
import { db } from '../../db/store';

/** Unread notification count, from the notifications table. */
export const notificationRealtime: RealtimeArea = {
  unreadNotification: ({ user }) => ({
    count: db
      .get()
      .notifications.filter((item) => item.user_id === user.user_id && item.is_read === 0).length,
  }),
  /** Quizzes waiting for the member: none in the seed (window.__mock.emit('newQuiz', ...) pushes one). */
  getQuiz: () => ({ status: 1, quiz_ids: [] }),
  /** A live session running now: none in the seed (window.__mock.emit('sessionStarted', ...) pushes one). */
  sessionStarted: () => ({ status: 1 }),
};
