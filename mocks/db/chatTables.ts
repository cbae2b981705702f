/** Mock tables for chats and messages (issue 6). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ChatTables {}

export function seedChatTables(): ChatTables {
  return {};
}
