/**
 * Public surface of the notifications area: where a notification's screen name leads (pure),
 * the realtime notice popups' queue, and the popups themselves (loaded on demand).
 */
export { screenRoute, upgradeRoute } from './routing';
export { noticeQueue, parseNotice } from './notices';
export type { Notice } from './notices';
export const loadNoticePopups = () => import('./NoticePopups');
export { useUnreadNotificationCount } from './unreadApi';
