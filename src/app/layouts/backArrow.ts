/** Paths where the header shows no back arrow. */
const NO_BACK_ARROW = [
  'thankyou',
  'reg3',
  'calorie-calculator',
  'caloriescalculator',
  'invitefriend',
];

/** Conversation screens (spec 3): their header has its own back arrow to the chat list. */
const CHAT_CONVERSATION_PATHS = ['/home/message', '/home/messenger', '/home/groupmessenger/'];

/** A conversation screen: it fills the screen under the header, with its own way back. */
export function isConversation(pathname: string): boolean {
  const lower = pathname.toLowerCase();
  return CHAT_CONVERSATION_PATHS.some((path) => lower.startsWith(path));
}

/** The back arrow shows when the user came from the web (in-app history) and the path allows it. */
export function showBackArrow(pathname: string, cameFromWeb: boolean): boolean {
  if (!cameFromWeb) return false;
  if (pathname === '/home' || pathname === '/home/') return false;
  const lower = pathname.toLowerCase();
  // A conversation has its own "Back to chats" arrow: one back arrow on the screen.
  if (isConversation(lower)) return false;
  return !NO_BACK_ARROW.some((part) => lower.includes(part));
}
