import * as z from 'zod/mini';
import {
  cosmeticNumber as num,
  cosmeticOr,
  cosmeticText as text,
  strictNumber,
} from '@/lib/api/schemas';
import { decodeRouteValue } from '@/app/routing/guard';
import { safeUrl } from '@/lib/url';
import type { UnreadTotals } from './totalsApi';

/**
 * Chat: types, reply schemas and the pure rules of spec 3 (chat list item, message, chat
 * states) and spec 1 (chat routes, message list tabs, block, staff rules).
 */

// ---------------------------------------------------------------------------------------------
// Constants

/** Tab codes (spec 3 §9): 2 group, 1 messages, 3 team. */
export type ChatTab = 1 | 2 | 3;
export const CHAT_TABS: { code: ChatTab; label: string }[] = [
  { code: 2, label: 'Group Chats' },
  { code: 1, label: 'Messages' },
  { code: 3, label: 'RWL Team' },
];
export const DEFAULT_CHAT_TAB: ChatTab = 2;
export const CHAT_PAGE_SIZE = 15;
export const HISTORY_PAGE_SIZE = 50;
export const LONG_PRESS_MS = 1000;
export { MAX_MESSAGE_LENGTH } from '@/lib/validation/bodies/chat';

/** Chat filter (staff only): 0 reset, 1 unread, 2 follow up, 3 urgent. */
export type ChatFilter = 0 | 1 | 2 | 3;
export const FILTER_OPTIONS: { value: Exclude<ChatFilter, 0>; label: string }[] = [
  { value: 1, label: 'Unread' },
  { value: 2, label: 'Follow up' },
  { value: 3, label: 'Urgent' },
];

/** Staff flag of a chat: 1 normal, 2 follow up, 3 urgent. */
export type ChatFlag = 1 | 2 | 3;
export const FLAG_OPTIONS: { value: ChatFlag; label: string }[] = [
  { value: 1, label: 'Normal' },
  { value: 2, label: 'Follow up' },
  { value: 3, label: 'Urgent' },
];

export const EMPTY_CHATS_TITLE = 'You have no messages';
export const SEND_A_MESSAGE_PATH = '/home/friends/suggestion';
export const NO_GROUP_CHAT_ACCESS = "You don't have access this community group chat.";
export const CREATE_TITLE = 'Start a group chat or send a bulk message?';

// ---------------------------------------------------------------------------------------------
// Reply schemas (checked at the edge; a bad field takes its default, never crashes a row)

const flag = (fallback: 0 | 1 = 0) =>
  cosmeticOr(
    z.pipe(
      z.unknown(),
      z.transform((value): 0 | 1 => (Number(value) === 1 || value === true ? 1 : 0)),
    ),
    fallback,
  );

export const personSchema = z.object({
  user_id: text(''),
  first_name: text(''),
  last_name: text(''),
  image: text(''),
  is_staff: flag(0),
});
export type ChatPerson = z.infer<typeof personSchema>;

const emptyPerson: ChatPerson = {
  user_id: '',
  first_name: '',
  last_name: '',
  image: '',
  is_staff: 0,
};

const chatTypeSchema = cosmeticOr(
  z.pipe(
    z.coerce.number(),
    z.transform((value): ChatTab => (value === 2 || value === 3 ? value : 1)),
  ),
  1 as ChatTab,
);
const flagSchema = cosmeticOr(
  z.pipe(
    z.coerce.number(),
    z.transform((value): ChatFlag => (value === 2 || value === 3 ? value : 1)),
  ),
  1 as ChatFlag,
);

export const lastMessageSchema = z.object({
  mTy: num(1),
  msg: text(''),
  video: num(0),
  senderData: cosmeticOr(personSchema, emptyPerson),
  createdAt: text(''),
});
export type LastMessage = z.infer<typeof lastMessageSchema>;

export const groupDataSchema = z.object({
  _id: text(''),
  name: text(''),
  profileUrl: text(''),
});

export const chatListItemSchema = z.object({
  chId: z.pipe(
    z.union([z.string(), z.number()]),
    z.transform((value) => String(value)),
  ),
  chat_type: chatTypeSchema,
  data: cosmeticOr(z.nullable(personSchema), null),
  group_data: cosmeticOr(z.nullable(groupDataSchema), null),
  lastMessage: cosmeticOr(z.nullable(lastMessageSchema), null),
  unreadCount: num(0),
  isBlockedUser: flag(0),
  blockedBy: text(''),
  user_message_type: flagSchema,
});
export type ChatListItem = z.infer<typeof chatListItemSchema>;

/** One item that fails its schema is dropped, the rest of the page is kept. */
const listOf = <T>(schema: z.ZodMiniType<T>) =>
  cosmeticOr(
    z.pipe(
      z.array(z.unknown()),
      z.transform((items) =>
        items.flatMap((item) => {
          const parsed = schema.safeParse(item);
          return parsed.success ? [parsed.data] : [];
        }),
      ),
    ),
    [] as T[],
  );

export const chatListReplySchema = z.object({
  status: num(0),
  message: text(''),
  data: listOf(chatListItemSchema),
  currentPage: num(1),
  nextPage: cosmeticOr(z.nullable(z.coerce.number()), null),
  previousPage: cosmeticOr(z.nullable(z.coerce.number()), null),
  hasNextPage: cosmeticOr(z.boolean(), false),
});

export type { UnreadTotals };

export const flagReplySchema = z.object({
  status: num(0),
  message: text(''),
  chId: text(''),
  user_message_type: flagSchema,
});

export const messageSchema = z.object({
  _id: text(''),
  chId: text(''),
  cid: text(''),
  senderId: text(''),
  senderData: cosmeticOr(personSchema, emptyPerson),
  gId: cosmeticOr(z.nullable(text('')), null),
  mTy: num(1),
  msg: text(''),
  video: num(0),
  media: text(''),
  thumbnail_image: text(''),
  headerText: text(''),
  buttonType: num(0),
  buttonText: text(''),
  buttonId: text(''),
  is_ctabtn: num(2),
  /** 0: the media is locked (upgrade to watch); strict, never read as unlocked when missing. */
  access: strictNumber,
  createdAt: text(''),
});
export type ServerMessage = z.infer<typeof messageSchema>;

/** A message as the app shows it: the server's fields plus its delivery state. */
export interface ChatMessage extends ServerMessage {
  /** Stable key: the server id, or the client id while it is pending. */
  key: string;
  status: 'sent' | 'pending' | 'failed';
  error?: string;
}

export const conversationInfoSchema = z.object({
  chId: text(''),
  chat_type: chatTypeSchema,
  data: cosmeticOr(z.nullable(personSchema), null),
  group_data: cosmeticOr(
    z.nullable(
      z.object({
        _id: text(''),
        name: text(''),
        profileUrl: text(''),
        notiActive: num(1),
        isCommunity: num(0),
        members_count: num(0),
        createdBy: text(''),
      }),
    ),
    null,
  ),
  isBlockedUser: flag(0),
  blockedBy: text(''),
  isMember: num(1),
  user_message_type: flagSchema,
});
export type ConversationInfo = z.infer<typeof conversationInfoSchema>;

export const conversationReplySchema = z.object({
  status: num(0),
  message: text(''),
  chat: cosmeticOr(z.nullable(conversationInfoSchema), null),
  messages: listOf(messageSchema),
  hasMore: cosmeticOr(z.boolean(), false),
});

export const sendReplySchema = z.object({
  status: num(0),
  message: cosmeticOr(z.union([messageSchema, z.string()]), ''),
  duplicate: cosmeticOr(z.boolean(), false),
  chat: cosmeticOr(z.nullable(chatListItemSchema), null),
});

/** Pushes: sendMessageToGroupAndUser, newGroupMessageReceive, bulkMessageReceive. */
export const incomingSchema = z.object({
  chId: text(''),
  chat_type: chatTypeSchema,
  message: cosmeticOr(z.nullable(messageSchema), null),
  chat: cosmeticOr(z.nullable(chatListItemSchema), null),
});

export const blockReplySchema = z.object({
  status: num(0),
  message: text(''),
  chId: text(''),
  blockedStatus: num(0),
  blockedUser: text(''),
  blockedBy: text(''),
});

export const simpleReplySchema = z.object({
  status: num(0),
  message: text(''),
  group_id: text(''),
  chId: text(''),
  access: num(0),
  count: num(0),
  name: text(''),
});

export const peopleReplySchema = z.object({
  status: num(0),
  message: text(''),
  data: listOf(z.object({ ...personSchema.shape, isFollowing: num(0) })),
  hasNextPage: cosmeticOr(z.boolean(), false),
});
export type PickerPerson = ChatPerson & { isFollowing: number };

export const groupInfoReplySchema = z.object({
  status: num(0),
  message: text(''),
  group: cosmeticOr(
    z.nullable(
      z.object({
        _id: text(''),
        name: text(''),
        profileUrl: text(''),
        notiActive: num(1),
        isCommunity: num(0),
        chId: text(''),
        /** The group link's secret (staff only): without it, only staff add members. */
        inviteCode: text(''),
      }),
    ),
    null,
  ),
  members: listOf(personSchema),
});

export const searchButtonReplySchema = z.object({
  status: num(0),
  message: text(''),
  data: listOf(
    z.object({
      id: text(''),
      title: text(''),
      image: text(''),
      meta: text(''),
      buttonType: num(0),
    }),
  ),
});
export type ButtonSearchType = 'workouts' | 'recipes' | 'resources';
export const BUTTON_SEARCH_TABS: { value: ButtonSearchType; label: string }[] = [
  { value: 'workouts', label: 'Workouts' },
  { value: 'recipes', label: 'Recipes' },
  { value: 'resources', label: 'Resources' },
];
export type ButtonSearchItem = z.infer<typeof searchButtonReplySchema>['data'][number];

export const uploadReplySchema = z.array(
  z.object({ url: text(''), fileName: text(''), video: num(0), thumbnail_image: text('') }),
);

// ---------------------------------------------------------------------------------------------
// Realtime event maps (declaration merging into src/lib/realtime/events.ts)

export interface SendMessagePayload {
  /** Client id, repeated in the body so the server can store it with the message. */
  cid: string;
  chId?: string;
  receiverId?: string;
  gId?: string;
  mTy: number;
  msg: string;
  media?: string;
  video?: number;
  thumbnail_image?: string;
  fileName?: string;
  /** When the member pressed send (the pending message keeps its place after a reload). */
  sentAt: string;
}

declare module '@/lib/realtime/events' {
  interface RealtimeClientEvents {
    getChatList: { filter: ChatFilter; page: number; limit: number; chatType: ChatTab };
    searchByName: {
      searchName: string;
      filter: ChatFilter;
      chatType: ChatTab;
      limit: number;
      page: number;
    };
    totalUnReadCount: Record<string, never>;
    set_user_message_type: { chId: string; type: ChatTab; user_message_type: ChatFlag };
    getConversation: {
      chId?: string;
      receiverId?: string;
      groupId?: string;
      before?: string;
      limit: number;
    };
    sendMessage: SendMessagePayload;
    readMessage: { chId: string };
    blockUnblockedUser: { blockedUser: string; blockedStatus: 0 | 1 };
    createGroup: {
      groupName: string;
      firstMessage: string;
      groupImage: string;
      notiActive: 0 | 1;
      members: string[];
      cid: string;
    };
    getGroupInfo: { gId: string };
    updateGroup: { gId: string; groupName: string; groupImage?: string; notiActive: 0 | 1 };
    addGroupMember: { gId: string; isLink: 0 | 1; userId?: string; invite?: string };
    verifyCommunityGroupLink: { id: string };
    searchMembers: { searchName: string; page: number; limit: number };
    messageList: { tab: 0 | 1; searchName: string; page: number; limit: number };
    sendBulkMessage: {
      cid: string;
      mTy: number;
      msg: string;
      media?: string;
      video?: number;
      fileName?: string;
      members: string[];
    };
    searchByButton: { type: ButtonSearchType; searchName: string };
  }
  interface RealtimeServerEvents {
    getChatList: unknown;
    searchByName: unknown;
    totalUnReadCount: unknown;
    set_user_message_type: unknown;
    getConversation: unknown;
    sendMessage: unknown;
    readMessage: unknown;
    blockUnblockedUser: unknown;
    createGroup: unknown;
    getGroupInfo: unknown;
    updateGroup: unknown;
    addGroupMember: unknown;
    verifyCommunityGroupLink: unknown;
    searchMembers: unknown;
    messageList: unknown;
    sendBulkMessage: unknown;
    searchByButton: unknown;
    sendMessageToGroupAndUser: unknown;
    newGroupMessageReceive: unknown;
    bulkMessageReceive: unknown;
  }
}

// ---------------------------------------------------------------------------------------------
// Pure rules

export function readTab(value: unknown): ChatTab {
  const number = Number(value);
  return number === 1 || number === 2 || number === 3 ? number : DEFAULT_CHAT_TAB;
}

export function filterLabel(filter: ChatFilter): string {
  return FILTER_OPTIONS.find((option) => option.value === filter)?.label ?? '';
}

export function flagLabel(value: ChatFlag): string {
  return FLAG_OPTIONS.find((option) => option.value === value)?.label ?? 'Normal';
}

/** Chat search text is trimmed; empty text turns search off (spec 3 §5). */
export function normaliseSearch(value: string): string {
  return value.trim();
}

export function personName(
  person: Pick<ChatPerson, 'first_name' | 'last_name'> | null | undefined,
): string {
  if (!person) return '';
  return `${person.first_name} ${person.last_name}`.trim();
}

/** A member's public profile (the friends area's screen), where a direct chat's name leads. */
export const profilePath = (userId: string) => `/home/profileview/${encodeURIComponent(userId)}`;

export function chatTitle(item: Pick<ChatListItem, 'chat_type' | 'data' | 'group_data'>): string {
  if (item.chat_type === 2) return item.group_data?.name || 'Group chat';
  return personName(item.data) || 'Member';
}

/** Base64 of an id, as the message routes carry it (spec 1 §2). */
export function encodeId(id: string | number): string {
  const value = String(id);
  try {
    return btoa(value);
  } catch {
    return '';
  }
}

export function decodeId(encoded: string): string | null {
  const value = decodeRouteValue(encoded.trim());
  if (!value) return null;
  try {
    const decoded = atob(value);
    return /^[A-Za-z0-9_-]{1,64}$/.test(decoded) ? decoded : null;
  } catch {
    return null;
  }
}

/** One-to-one: /home/message?{base64 user id}; group: /home/groupmessenger/{id}?{base64 id}. */
export function directChatPath(userId: string): string {
  return `/home/message?${encodeId(userId)}`;
}

export function groupChatPath(groupId: string, invite = ''): string {
  const path = `/home/groupmessenger/${encodeURIComponent(groupId)}?${encodeId(groupId)}`;
  return invite ? `${path}&invite=${encodeURIComponent(invite)}` : path;
}

/** The invite a group link carries (its `invite` parameter), if it is one. */
export function groupInvite(search: string): string {
  const invite = new URLSearchParams(search).get('invite') ?? '';
  return /^[A-Za-z0-9]{1,64}$/.test(invite) ? invite : '';
}

export function chatPath(
  item: Pick<ChatListItem, 'chat_type' | 'data' | 'group_data' | 'chId'>,
): string {
  if (item.chat_type === 2) return groupChatPath(item.group_data?._id || item.chId);
  return directChatPath(item.data?.user_id || '');
}

/** A conversation route whose id is missing, malformed or badly escaped. */
export const CHAT_NOT_FOUND = 'Chat not found.';

export type ConversationTarget =
  { kind: 'direct'; userId: string } | { kind: 'group'; groupId: string } | { kind: 'invalid' };

/**
 * Reads who a messenger route talks to: /home/message?{base64 user id},
 * /home/messenger?rec={id}, /home/groupmessenger/{groupId}.
 */
export function conversationTarget(
  pathname: string,
  search: string,
  groupParam?: string,
): ConversationTarget {
  if (groupParam !== undefined) {
    const id = decodeRouteValue(groupParam);
    return id !== null && /^[A-Za-z0-9_-]{1,64}$/.test(id)
      ? { kind: 'group', groupId: id }
      : { kind: 'invalid' };
  }
  if (pathname.startsWith('/home/messenger')) {
    const rec = new URLSearchParams(search).get('rec') ?? '';
    return /^[A-Za-z0-9_-]{1,64}$/.test(rec)
      ? { kind: 'direct', userId: rec }
      : { kind: 'invalid' };
  }
  const raw = search.replace(/^\?/, '').split('&')[0];
  const userId = raw ? decodeId(raw) : null;
  return userId ? { kind: 'direct', userId } : { kind: 'invalid' };
}

export function targetKey(target: ConversationTarget): string {
  if (target.kind === 'direct') return `u:${target.userId}`;
  if (target.kind === 'group') return `g:${target.groupId}`;
  return '';
}

// Messages ------------------------------------------------------------------------------------

export type MessageKind =
  'text' | 'image' | 'video' | 'voice' | 'link' | 'joined' | 'left' | 'special';

/** mTy: 1 text, 2 media (video 1 video, 2 voice note, else image), 3 link, 4 joined, 5 left, 6 text, 7 special. */
export function messageKind(message: Pick<ServerMessage, 'mTy' | 'video'>): MessageKind {
  switch (message.mTy) {
    case 2:
      return message.video === 1 ? 'video' : message.video === 2 ? 'voice' : 'image';
    case 3:
      return 'link';
    case 4:
      return 'joined';
    case 5:
      return 'left';
    case 7:
      return 'special';
    default:
      return 'text';
  }
}

/** The one-line preview of the last message in the chat list. */
export function messagePreview(last: LastMessage | null, viewerId = ''): string {
  if (!last) return '';
  const sender = last.senderData;
  const mine = viewerId && sender.user_id === viewerId;
  const who = mine ? 'You' : sender.first_name || personName(sender);
  switch (messageKind(last)) {
    case 'image':
      return `${mine ? 'You: ' : ''}📷 Photo${last.msg ? ` · ${last.msg}` : ''}`;
    case 'video':
      return `${mine ? 'You: ' : ''}🎬 Video`;
    case 'voice':
      return `${mine ? 'You: ' : ''}🎤 Voice note`;
    case 'joined':
      return `${who} joined the group`;
    case 'left':
      return `${who} left the group`;
    case 'special':
      return `${who || 'RWL'} sent a message`;
    default:
      return `${mine ? 'You: ' : ''}${last.msg}`;
  }
}

export function hostOf(url: string): string {
  try {
    return new URL(url, 'https://rwl.app').hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
}

export type TextPart =
  { kind: 'text'; value: string } | { kind: 'link'; value: string; href: string };

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+/gi;

/** Splits message text into plain text and safe links (rendered as text nodes and anchors, never HTML). */
export function splitLinks(value: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of value.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0;
    let url = match[0];
    // Trailing punctuation is not part of the link.
    const trimmed = url.replace(/[.,!?;:)\]]+$/, '');
    url = trimmed;
    const href = safeUrl(url);
    if (start > last) parts.push({ kind: 'text', value: value.slice(last, start) });
    if (href) parts.push({ kind: 'link', value: url, href });
    else parts.push({ kind: 'text', value: url });
    last = start + url.length;
  }
  if (last < value.length) parts.push({ kind: 'text', value: value.slice(last) });
  return parts;
}

export type CtaAction =
  | { kind: 'link'; href: string }
  | { kind: 'video'; src: string }
  | { kind: 'recipe'; path: string }
  | { kind: 'folder'; path: string }
  | { kind: 'quiz'; quizId: string }
  | { kind: 'respond' };

export interface Cta {
  label: string;
  action: CtaAction | null;
  /** access 0: the access check or the upgrade prompt instead. */
  locked: boolean;
}

const CTA_LABELS: Record<number, string> = {
  0: 'Respond now',
  1: 'Open link',
  2: 'Play video',
  3: 'Open recipe',
  4: 'Open folder',
  5: 'Start quiz',
};

/**
 * Call-to-action of a message (spec 3 §4): is_ctabtn 2 shows none, 1 shows a button; type 1 open
 * link, 2 play video, 3 open recipe, 4 open folder or meal plan, 5 start quiz; buttonType 0 reads
 * 'Respond now'.
 */
export function messageCta(
  message: Pick<
    ServerMessage,
    'is_ctabtn' | 'buttonType' | 'buttonText' | 'buttonId' | 'media' | 'video' | 'access'
  >,
): Cta | null {
  if (message.is_ctabtn !== 1) return null;
  const type = message.buttonType;
  const label =
    type === 0 ? 'Respond now' : message.buttonText.trim() || CTA_LABELS[type] || 'Open';
  const locked = message.access === 0;
  const id = message.buttonId.trim();
  let action: CtaAction | null = null;
  switch (type) {
    case 0:
      action = { kind: 'respond' };
      break;
    case 1: {
      const href = safeUrl(id);
      action = href ? { kind: 'link', href } : null;
      break;
    }
    case 2: {
      const src = safeUrl(message.media) ?? safeUrl(id);
      action = src ? { kind: 'video', src } : null;
      break;
    }
    case 3:
      action = id ? { kind: 'recipe', path: `/home/recipes/${encodeURIComponent(id)}` } : null;
      break;
    case 4:
      action = id
        ? {
            kind: 'folder',
            path: id.startsWith('mealplan:')
              ? `/home/mealplan/${encodeURIComponent(id.slice(9))}`
              : `/home/folder/${encodeURIComponent(id)}`,
          }
        : null;
      break;
    case 5:
      action = id ? { kind: 'quiz', quizId: id } : null;
      break;
    default:
      action = null;
  }
  return { label, action, locked };
}

/** The upgrade check: the plan page with the encoded current URL to come back to. */
export function upgradePath(currentUrl: string): string {
  return `/home/profile/upgrade-downgrade?goBack=${encodeURIComponent(currentUrl)}`;
}

// Totals ----------------------------------------------------------------------------------------

export function totalUnread(totals: UnreadTotals | null): number {
  if (!totals) return 0;
  return totals.groupChatCount + totals.messagesCount + totals.expertCount;
}

export function tabHasUnread(totals: UnreadTotals | null, tab: ChatTab): boolean {
  if (!totals) return false;
  if (tab === 2) return totals.groupChatCount > 0;
  if (tab === 3) return totals.expertCount > 0;
  return totals.messagesCount > 0;
}

// List ordering -----------------------------------------------------------------------------------

/** Moves (or inserts) an id to the top of a list. */
export function moveToTop(ids: string[], id: string): string[] {
  if (ids[0] === id) return ids;
  const index = ids.indexOf(id);
  if (index < 0) return [id, ...ids];
  const next = ids.slice();
  next.splice(index, 1);
  next.unshift(id);
  return next;
}

/** A refreshed first page goes on top; the rest of what was loaded stays below it, without repeats. */
export function mergeFirstPage(existing: string[], firstPage: string[]): string[] {
  if (!existing.length) return firstPage.slice();
  const fresh = new Set(firstPage);
  const result = firstPage.slice();
  for (const id of existing) if (!fresh.has(id)) result.push(id);
  return result;
}

/** Whether a chat belongs in the list being shown (tab and staff filter). */
export function matchesList(item: ChatListItem, tab: ChatTab, filter: ChatFilter): boolean {
  if (item.chat_type !== tab) return false;
  if (filter === 1) return item.unreadCount > 0;
  if (filter === 2) return item.user_message_type === 2;
  if (filter === 3) return item.user_message_type === 3;
  return true;
}

/** Merges newer server messages into a conversation (sorted by time, no repeats by id or cid). */
export function mergeMessages(existing: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  if (!incoming.length) return existing;
  const known = new Set<string>();
  for (const message of existing) {
    known.add(message._id);
    if (message.cid) known.add(`cid:${message.cid}`);
  }
  const fresh = incoming.filter((message) => {
    if (known.has(message._id) || (message.cid && known.has(`cid:${message.cid}`))) return false;
    known.add(message._id);
    if (message.cid) known.add(`cid:${message.cid}`);
    return true;
  });
  if (!fresh.length) return existing;
  const lastTime = existing.at(-1)?.createdAt ?? '';
  const inOrder = fresh.every((message) => message.createdAt >= lastTime);
  if (inOrder) return existing.concat(fresh.sort(compareMessages));
  return existing.concat(fresh).sort(compareMessages);
}

/**
 * The newest page of a conversation over what is loaded. When it does not reach what is loaded
 * (more was missed than one page holds), the conversation starts again from the newest page.
 * `hasMore` is given when it changes.
 */
export function mergeLatestMessages(
  loaded: ChatMessage[],
  latest: ChatMessage[],
  hasMore: boolean,
): { messages: ChatMessage[]; hasMore?: boolean } {
  const known = new Set(loaded.map((message) => message._id));
  const overlaps = latest.some((message) => known.has(message._id));
  if (!overlaps && hasMore && loaded.length) return { messages: latest, hasMore };
  const merged = mergeMessages(loaded, latest);
  return merged.length ? { messages: merged } : { messages: merged, hasMore };
}

export function compareMessages(a: ChatMessage, b: ChatMessage): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? -1 : 1;
  return a._id < b._id ? -1 : a._id > b._id ? 1 : 0;
}

/** Keyed by client id when there is one, so a pending row keeps its place once confirmed. */
export function messageKey(message: Pick<ServerMessage, '_id' | 'cid'>): string {
  return message.cid ? `c:${message.cid}` : message._id;
}

export function toChatMessage(message: ServerMessage): ChatMessage {
  return { ...message, key: messageKey(message), status: 'sent' };
}

/** A rough height of a message row before it is measured (keeps the scroll bar honest). */
export function estimateMessageHeight(
  message: Pick<ChatMessage, 'mTy' | 'video' | 'msg' | 'headerText' | 'is_ctabtn'>,
): number {
  switch (messageKind(message)) {
    case 'image':
    case 'video':
      return 250 + (message.msg ? 24 : 0);
    case 'voice':
      return 90;
    case 'joined':
    case 'left':
      return 36;
    case 'special':
      return 150 + Math.ceil(message.msg.length / 42) * 22;
    case 'link':
      return 96;
    default:
      return 52 + Math.ceil(Math.max(1, message.msg.length) / 42) * 22;
  }
}
