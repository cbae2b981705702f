/** What the chat area offers the rest of the app (the shell). */
export { useChatUnreadTotal } from './totalsApi';
