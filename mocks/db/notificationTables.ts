/** Mock tables for notifications, quizzes, live sessions and shopping lists (issue 5). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface NotificationTables {}

export function seedNotificationTables(): NotificationTables {
  return {};
}
