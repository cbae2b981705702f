import type { RealtimeArea, RealtimeContext } from '../types';
import { db } from '../../db/store';
import type { MockUser } from '../../db/users';
import { bodyProblem, chatMessageBody } from '../../../src/lib/validation/requestBodies';
import {
  chatMessage,
  directChatId,
  groupChatId,
  type MockChat,
  type MockChatGroup,
  type MockChatMessage,
} from '../../db/chatTables';
import { allMembers, followedIds, memberById } from '../../db/directory';
import { placelessMember, type MockMember } from '../../db/membersTables';

/**
 * Chat events of the mock realtime server (issue 6): the chat list (getChatList, searchByName,
 * totalUnReadCount, set_user_message_type), conversations (getConversation, sendMessage,
 * readMessage), blocking (blockUnblockedUser), groups (createGroup, getGroupInfo, updateGroup,
 * addGroupMember, verifyCommunityGroupLink), bulk messages (sendBulkMessage) and the pickers
 * (searchMembers, messageList, searchByButton). Pushes: sendMessageToGroupAndUser (direct),
 * newGroupMessageReceive (group), bulkMessageReceive (bulk), blockUnblockedUser (to the other side).
 *
 * Large generated data for the benchmark (window.__mock.seedChats / seedMessages) is kept as a
 * count and generated on demand, so the stored mock database stays small.
 */

export interface WirePerson {
  user_id: string;
  first_name: string;
  last_name: string;
  image: string;
  is_staff: number;
}

export interface WireMessage {
  _id: string;
  chId: string;
  cid: string;
  senderId: string;
  senderData: WirePerson;
  gId: string | null;
  mTy: number;
  msg: string;
  video: number;
  media: string;
  thumbnail_image: string;
  headerText: string;
  buttonType: number;
  buttonText: string;
  buttonId: string;
  is_ctabtn: number;
  access: number;
  createdAt: string;
}

export interface WireChatListItem {
  chId: string;
  chat_type: 1 | 2 | 3;
  data: WirePerson | null;
  group_data: { _id: string; name: string; profileUrl: string } | null;
  lastMessage: {
    mTy: number;
    msg: string;
    video: number;
    senderData: WirePerson;
    createdAt: string;
  } | null;
  unreadCount: number;
  isBlockedUser: number;
  blockedBy: string;
  user_message_type: number;
}

const BENCH_PERSON_BASE = 100_000;
/** The refusal of a link join to a group that is not open to the member. */
export const PRIVATE_GROUP_MESSAGE = 'This group chat is private: ask the RWL Team to add you.';

/** A group link's secret part: long and random, so no link can be guessed from a group's id. */
function newInviteCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

// ---------------------------------------------------------------------------------------------
// Versioned caches: every change made here bumps `version`; a reset swaps the database object.

let version = 0;
export function chatDataChanged(): void {
  version += 1;
}

function cached<T>(build: () => T): () => T {
  let key: unknown = null;
  let keyVersion = -1;
  let value: T;
  return () => {
    const current = db.get();
    if (key !== current || keyVersion !== version) {
      value = build();
      key = current;
      keyVersion = version;
    }
    return value;
  };
}

const messagesByChat = cached(() => {
  const map = new Map<string, MockChatMessage[]>();
  for (const item of db.get().chatMessages) {
    const list = map.get(item.chId);
    if (list) list.push(item);
    else map.set(item.chId, [item]);
  }
  for (const list of map.values()) list.sort(compareMessages);
  return map;
});

function compareMessages(a: MockChatMessage, b: MockChatMessage): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? -1 : 1;
  return a._id < b._id ? -1 : 1;
}

// ---------------------------------------------------------------------------------------------
// People

const BENCH_FIRST = [
  'Amy',
  'Bella',
  'Cara',
  'Dina',
  'Eve',
  'Faye',
  'Gina',
  'Hope',
  'Iris',
  'June',
  'Kim',
  'Lana',
];
const BENCH_LAST = [
  'Adams',
  'Brown',
  'Carter',
  'Davies',
  'Ellis',
  'Foster',
  'Green',
  'Hill',
  'Irving',
  'James',
  'King',
];

function benchPerson(id: number, staff = false): MockMember {
  const n = id - BENCH_PERSON_BASE;
  const first = BENCH_FIRST[n % BENCH_FIRST.length] ?? 'Member';
  const last = `${BENCH_LAST[Math.floor(n / BENCH_FIRST.length) % BENCH_LAST.length]} ${n}`;
  // Generated for the benchmark: never found by name, never listed to pick.
  return placelessMember(id, first, last, { is_staff: staff ? 1 : 0, can_find: 0 });
}

/** Anyone of the one directory (mocks/db/directory.ts), or a generated benchmark person. */
export function personById(id: number): MockMember | null {
  const member = memberById(id);
  if (member) return member;
  if (id >= BENCH_PERSON_BASE) return benchPerson(id);
  return null;
}

function wirePerson(person: MockMember | null, id = 0): WirePerson {
  if (!person)
    return {
      user_id: String(id),
      first_name: 'Former',
      last_name: 'member',
      image: '',
      is_staff: 0,
    };
  return {
    user_id: String(person.user_id),
    first_name: person.first_name,
    last_name: person.last_name,
    image: person.image,
    is_staff: person.is_staff ? 1 : 0,
  };
}

function isStaff(user: MockUser): boolean {
  return Number(user.is_staff) === 1;
}

// ---------------------------------------------------------------------------------------------
// Chats

function groupById(groupId: string | null): MockChatGroup | null {
  if (!groupId) return null;
  return db.get().chatGroups.find((candidate) => candidate._id === groupId) ?? null;
}

function counterpartId(chat: MockChat, viewerId: number): number {
  return chat.members.find((member) => member !== viewerId) ?? viewerId;
}

export function chatTypeFor(chat: MockChat, viewerId: number): 1 | 2 | 3 {
  if (chat.kind === 'group') return 2;
  const other = personById(counterpartId(chat, viewerId));
  return other?.is_staff ? 3 : 1;
}

function wireMessage(item: MockChatMessage, chat: MockChat | null): WireMessage {
  return {
    _id: item._id,
    chId: item.chId,
    cid: item.cid,
    senderId: String(item.senderId),
    senderData: wirePerson(personById(item.senderId), item.senderId),
    gId: chat?.kind === 'group' ? chat.groupId : null,
    mTy: item.mTy,
    msg: item.msg,
    video: item.video,
    media: item.media,
    thumbnail_image: item.thumbnail_image,
    headerText: item.headerText,
    buttonType: item.buttonType,
    buttonText: item.buttonText,
    buttonId: item.buttonId,
    is_ctabtn: item.is_ctabtn,
    access: item.access,
    createdAt: item.createdAt,
  };
}

function findChat(chId: string): MockChat | null {
  return db.get().chats.find((chat) => chat.chId === chId) ?? null;
}

export function listItemFor(chat: MockChat, viewerId: number): WireChatListItem {
  const messages = messagesByChat().get(chat.chId) ?? [];
  const last = messages[messages.length - 1];
  const groupInfo = groupById(chat.groupId);
  const other = chat.kind === 'direct' ? counterpartId(chat, viewerId) : 0;
  return {
    chId: chat.chId,
    chat_type: chatTypeFor(chat, viewerId),
    data: chat.kind === 'direct' ? wirePerson(personById(other), other) : null,
    group_data: groupInfo
      ? { _id: groupInfo._id, name: groupInfo.name, profileUrl: groupInfo.profileUrl }
      : null,
    lastMessage: last
      ? {
          mTy: last.mTy,
          msg: last.msg,
          video: last.video,
          senderData: wirePerson(personById(last.senderId), last.senderId),
          createdAt: last.createdAt,
        }
      : null,
    unreadCount: chat.unread[String(viewerId)] ?? 0,
    isBlockedUser: chat.blockedBy ? 1 : 0,
    blockedBy: chat.blockedBy ? String(chat.blockedBy) : '',
    user_message_type: chat.flags[String(viewerId)] ?? 1,
  };
}

// Generated (benchmark) chats ------------------------------------------------------------------

interface ListEntry {
  chId: string;
  at: number;
  type: 1 | 2 | 3;
  unread: number;
  flag: number;
  name: string;
  text: string;
  chat: MockChat | null;
  benchIndex: number;
}

const BENCH_TEXTS = [
  'Thanks so much for the plan!',
  'Is the live class still on tomorrow?',
  'I finished week one 🎉',
  'Could you check my meal plan please?',
  'My order has not arrived yet.',
  'What should I eat before a morning workout?',
];

function benchChatId(userId: number, index: number): string {
  return `bench-${userId}-${index}`;
}

function parseBenchChatId(chId: string): { userId: number; index: number } | null {
  const match = /^bench-(\d+)-(\d+)$/.exec(chId);
  return match ? { userId: Number(match[1]), index: Number(match[2]) } : null;
}

function benchEntries(userId: number): ListEntry[] {
  const seed = db.get().chatBench.chats[String(userId)];
  if (!seed || !seed.count) return [];
  const overrides = db.get().chatBench.overrides;
  const at = seed.at || Date.now();
  const entries: ListEntry[] = new Array(seed.count);
  let length = 0;
  for (let index = 0; index < seed.count; index += 1) {
    const chId = benchChatId(userId, index);
    const override = overrides[chId];
    if (override?.real) continue;
    const person = benchPerson(BENCH_PERSON_BASE + index, seed.chatType === 3);
    entries[length++] = {
      chId,
      at: at - (index + 1) * 97_000,
      type: seed.chatType,
      unread: override?.unread ?? (index % 7 === 3 ? 1 : 0),
      flag: override?.flag ?? (index % 50 === 10 ? 3 : index % 40 === 5 ? 2 : 1),
      name: seed.chatType === 2 ? `Group ${index}` : `${person.first_name} ${person.last_name}`,
      text: BENCH_TEXTS[index % BENCH_TEXTS.length] ?? '',
      chat: null,
      benchIndex: index,
    };
  }
  entries.length = length;
  return entries;
}

function benchListItem(entry: ListEntry, userId: number): WireChatListItem {
  const seed = db.get().chatBench.chats[String(userId)];
  const person = wirePerson(
    benchPerson(BENCH_PERSON_BASE + entry.benchIndex, seed?.chatType === 3),
  );
  return {
    chId: entry.chId,
    chat_type: entry.type,
    data: entry.type === 2 ? null : person,
    group_data:
      entry.type === 2
        ? { _id: `bench-g-${entry.benchIndex}`, name: entry.name, profileUrl: '' }
        : null,
    lastMessage: {
      mTy: 1,
      msg: entry.text,
      video: 0,
      senderData: person,
      createdAt: new Date(entry.at).toISOString(),
    },
    unreadCount: entry.unread,
    isBlockedUser: 0,
    blockedBy: '',
    user_message_type: entry.flag,
  };
}

/** Every chat a user sees, newest first (real and generated), cached until the data changes. */
const listCache = new Map<number, { key: unknown; version: number; entries: ListEntry[] }>();

function entriesFor(user: MockUser): ListEntry[] {
  const current = db.get();
  const hit = listCache.get(user.user_id);
  if (hit && hit.key === current && hit.version === version) return hit.entries;
  const byChat = messagesByChat();
  const entries: ListEntry[] = [];
  for (const chat of current.chats) {
    if (!chat.members.includes(user.user_id)) continue;
    const messages = byChat.get(chat.chId);
    if (!messages || !messages.length) continue;
    const last = messages.at(-1);
    if (!last) continue;
    const groupInfo = groupById(chat.groupId);
    const other = personById(counterpartId(chat, user.user_id));
    entries.push({
      chId: chat.chId,
      at: Date.parse(chat.lastAt || last.createdAt),
      type: chatTypeFor(chat, user.user_id),
      unread: chat.unread[String(user.user_id)] ?? 0,
      flag: chat.flags[String(user.user_id)] ?? 1,
      name:
        chat.kind === 'group'
          ? (groupInfo?.name ?? '')
          : other
            ? `${other.first_name} ${other.last_name}`
            : '',
      text: last.msg,
      chat,
      benchIndex: -1,
    });
  }
  const all = entries.concat(benchEntries(user.user_id));
  all.sort((a, b) => b.at - a.at);
  listCache.set(user.user_id, { key: current, version, entries: all });
  return all;
}

function entryToItem(entry: ListEntry, user: MockUser): WireChatListItem {
  return entry.chat ? listItemFor(entry.chat, user.user_id) : benchListItem(entry, user.user_id);
}

function matchesFilter(entry: ListEntry, filter: number, staff: boolean): boolean {
  if (!staff || !filter) return true;
  if (filter === 1) return entry.unread > 0;
  if (filter === 2) return entry.flag === 2;
  if (filter === 3) return entry.flag === 3;
  return true;
}

function pageOf(entries: ListEntry[], user: MockUser, pageValue: unknown, limitValue: unknown) {
  const limit = Math.min(Math.max(Number(limitValue) || 15, 1), 50);
  const page = Math.max(Number(pageValue) || 1, 1);
  const start = (page - 1) * limit;
  const slice = entries.slice(start, start + limit);
  const hasNextPage = start + limit < entries.length;
  return {
    status: 1,
    data: slice.map((entry) => entryToItem(entry, user)),
    currentPage: page,
    nextPage: hasNextPage ? page + 1 : null,
    previousPage: page > 1 ? page - 1 : null,
    hasNextPage,
  };
}

// ---------------------------------------------------------------------------------------------
// Conversations

/** Turns a generated chat into a stored one (when someone writes in it or flags it). */
function materialiseBenchChat(chId: string): MockChat | null {
  const parsed = parseBenchChatId(chId);
  if (!parsed) return null;
  const seed = db.get().chatBench.chats[String(parsed.userId)];
  if (!seed || parsed.index >= seed.count) return null;
  const entry = benchEntries(parsed.userId).find((candidate) => candidate.chId === chId);
  if (!entry) return findChat(chId);
  const otherId = BENCH_PERSON_BASE + parsed.index;
  const chat: MockChat = {
    chId,
    kind: 'direct',
    members: [parsed.userId, otherId],
    groupId: null,
    unread: { [String(parsed.userId)]: entry.unread },
    flags: entry.flag !== 1 ? { [String(parsed.userId)]: entry.flag } : {},
    blockedBy: 0,
    lastAt: new Date(entry.at).toISOString(),
  };
  db.update((data) => {
    data.chats.push(chat);
    data.members.push(benchPerson(otherId, seed.chatType === 3));
    data.chatMessages.push(
      chatMessage({
        _id: `${chId}-last`,
        chId,
        senderId: otherId,
        msg: entry.text,
        createdAt: new Date(entry.at).toISOString(),
      }),
    );
    data.chatBench.overrides[chId] = { ...(data.chatBench.overrides[chId] ?? {}), real: true };
  });
  chatDataChanged();
  return chat;
}

function resolveChat(
  user: MockUser,
  data: Record<string, unknown>,
  create: boolean,
): MockChat | null {
  const chId = typeof data.chId === 'string' ? data.chId : '';
  if (chId) return findChat(chId) ?? materialiseBenchChat(chId);
  const groupId = data.groupId ?? data.gId;
  if (groupId) return findChat(groupChatId(String(groupId)));
  const receiver = Number(data.receiverId);
  if (!receiver || receiver === user.user_id || !personById(receiver)) return null;
  const id = directChatId(user.user_id, receiver);
  const existing = findChat(id);
  if (existing || !create) return existing;
  const chat: MockChat = {
    chId: id,
    kind: 'direct',
    members: [user.user_id, receiver],
    groupId: null,
    unread: {},
    flags: {},
    blockedBy: 0,
    lastAt: '',
  };
  db.update((state) => state.chats.push(chat));
  chatDataChanged();
  return chat;
}

const BENCH_MESSAGE_TEXTS = [
  'Morning! Quick question about today’s workout.',
  'Thanks, that makes sense.',
  'I have been doing the programme for three weeks now and I feel so much stronger, but my lower back is a bit sore after the deadlifts. Should I drop the weight or change the exercise?',
  'Here is my lunch 🥗',
  'Great, speak tomorrow!',
  'Could you send me the link to the recipe again please? I lost it.',
  'ok',
];

/** Generated older messages of a chat (window.__mock.seedMessages). */
function benchMessages(chat: MockChat): MockChatMessage[] {
  const count = db.get().chatBench.messages[chat.chId] ?? 0;
  if (!count) return [];
  const real = messagesByChat().get(chat.chId) ?? [];
  const firstReal = real[0] ? Date.parse(real[0].createdAt) : Date.now();
  const result: MockChatMessage[] = new Array(count);
  for (let index = 0; index < count; index += 1) {
    const sender = chat.members[index % chat.members.length];
    const kind = index % 23 === 11 ? 'image' : 'text';
    result[index] = chatMessage({
      _id: `bench-m-${chat.chId}-${String(index).padStart(6, '0')}`,
      chId: chat.chId,
      senderId: sender ?? 0,
      mTy: kind === 'image' ? 2 : 1,
      msg:
        kind === 'image'
          ? ''
          : `${BENCH_MESSAGE_TEXTS[index % BENCH_MESSAGE_TEXTS.length]} (#${index + 1})`,
      media: kind === 'image' ? '/images/recipe-salad.svg' : '',
      createdAt: new Date(firstReal - (count - index) * 61_000).toISOString(),
    });
  }
  return result;
}

const conversationCache = new Map<
  string,
  { key: unknown; version: number; list: MockChatMessage[] }
>();

function conversationMessages(chat: MockChat): MockChatMessage[] {
  const current = db.get();
  const hit = conversationCache.get(chat.chId);
  if (hit && hit.key === current && hit.version === version) return hit.list;
  const list = benchMessages(chat).concat(messagesByChat().get(chat.chId) ?? []);
  conversationCache.set(chat.chId, { key: current, version, list });
  return list;
}

function conversationInfo(chat: MockChat, user: MockUser) {
  const groupInfo = groupById(chat.groupId);
  const item = listItemFor(chat, user.user_id);
  return {
    chId: chat.chId,
    chat_type: item.chat_type,
    data: item.data,
    group_data: groupInfo
      ? {
          _id: groupInfo._id,
          name: groupInfo.name,
          profileUrl: groupInfo.profileUrl,
          notiActive: groupInfo.notiActive,
          isCommunity: groupInfo.isCommunity,
          members_count: chat.members.length,
          createdBy: String(groupInfo.createdBy),
        }
      : null,
    isBlockedUser: chat.blockedBy ? 1 : 0,
    blockedBy: chat.blockedBy ? String(chat.blockedBy) : '',
    isMember: chat.members.includes(user.user_id) ? 1 : 0,
    user_message_type: item.user_message_type,
  };
}

function pushMessage(
  context: Pick<RealtimeContext, 'push'>,
  chat: MockChat,
  item: MockChatMessage,
  senderId: number,
  event: 'sendMessageToGroupAndUser' | 'newGroupMessageReceive' | 'bulkMessageReceive',
): void {
  for (const member of chat.members) {
    if (member === senderId) continue;
    context.push(member, event, {
      chId: chat.chId,
      chat_type: chatTypeFor(chat, member),
      message: wireMessage(item, chat),
      chat: listItemFor(chat, member),
    });
  }
}

/** Stores a message as `senderId` and updates the chat (unread counts, last time). */
export function storeMessage(
  chat: MockChat,
  senderId: number,
  fields: Partial<MockChatMessage>,
): MockChatMessage {
  const item = db.update((data) => {
    const created: MockChatMessage = chatMessage({
      _id: `m${data.nextChatMessageId}`,
      chId: chat.chId,
      senderId,
      createdAt: new Date().toISOString(),
      ...fields,
    });
    data.nextChatMessageId += 1;
    data.chatMessages.push(created);
    const stored = data.chats.find((candidate) => candidate.chId === chat.chId);
    if (stored) {
      stored.lastAt = created.createdAt;
      for (const member of stored.members) {
        const key = String(member);
        stored.unread[key] = member === senderId ? 0 : (stored.unread[key] ?? 0) + 1;
      }
    }
    return created;
  });
  chatDataChanged();
  return item;
}

function str(value: unknown): string {
  return typeof value === 'string'
    ? value
    : value === undefined || value === null
      ? ''
      : String(value);
}

function num(value: unknown, fallback = 0): number {
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : fallback;
}

function newMessageFields(data: Record<string, unknown>): {
  fields?: Partial<MockChatMessage>;
  error?: string;
} {
  const mTy = num(data.mTy, 1);
  const msg = str(data.msg);
  const media = str(data.media);
  // The composer's own rules (lib/validation/requestBodies), read as the server reads the event.
  const problem = bodyProblem(chatMessageBody, { mTy, msg, media, fileName: str(data.fileName) });
  if (problem) return { error: problem };
  return {
    fields: {
      mTy,
      msg,
      media: mTy === 2 ? media : '',
      video: mTy === 2 ? num(data.video) : 0,
      thumbnail_image: str(data.thumbnail_image),
      cid: str(data.cid),
    },
  };
}

/**
 * The people a member may pick to message: the one directory's members who can be found (and
 * the RWL Team), not themselves.
 */
function peopleForPicker(user: MockUser): MockMember[] {
  return allMembers().filter(
    (person) =>
      person.user_id !== user.user_id &&
      person.user_id < BENCH_PERSON_BASE &&
      (person.can_find === 1 || person.is_staff === 1),
  );
}

/**
 * The message list's "People you follow": the one follow relation of the product, kept by the
 * friends screen and profiles (friends/send_follow_request, mocks/db/friendsTables.ts `follows`),
 * in the picker's order, then anyone else followed (someone who cannot be found any more).
 */
function followedPeople(user: MockUser, picker: MockMember[]): MockMember[] {
  const followed = new Set(followedIds(user.user_id));
  const listed = picker.filter((person) => followed.has(person.user_id));
  const inPicker = new Set(listed.map((person) => person.user_id));
  const others = [...followed]
    .filter((id) => !inPicker.has(id) && id !== user.user_id)
    .flatMap((id) => personById(id) ?? []);
  return listed.concat(others);
}

function nameMatches(person: MockMember, search: string): boolean {
  if (!search) return true;
  return `${person.first_name} ${person.last_name}`.toLowerCase().includes(search);
}

// ---------------------------------------------------------------------------------------------
// Handlers

export const chatRealtime: RealtimeArea = {
  getChatList: ({ user, data }) => {
    const filter = num(data.filter);
    const chatType = num(data.chatType, 2);
    const staff = isStaff(user);
    const entries = entriesFor(user).filter(
      (entry) => entry.type === chatType && matchesFilter(entry, filter, staff),
    );
    return pageOf(entries, user, data.page, data.limit);
  },

  searchByName: ({ user, data }) => {
    const search = str(data.searchName).trim().toLowerCase();
    if (!search) return { status: 0, message: 'Please type a name to search.', data: [] };
    const filter = num(data.filter);
    const chatType = num(data.chatType, 2);
    const staff = isStaff(user);
    const entries = entriesFor(user).filter(
      (entry) =>
        entry.type === chatType &&
        matchesFilter(entry, filter, staff) &&
        (entry.name.toLowerCase().includes(search) || entry.text.toLowerCase().includes(search)),
    );
    return pageOf(entries, user, data.page, data.limit);
  },

  totalUnReadCount: ({ user }) => {
    const totals = { groupChatCount: 0, messagesCount: 0, expertCount: 0 };
    for (const entry of entriesFor(user)) {
      if (!entry.unread) continue;
      if (entry.type === 2) totals.groupChatCount += entry.unread;
      else if (entry.type === 3) totals.expertCount += entry.unread;
      else totals.messagesCount += entry.unread;
    }
    return { status: 1, ...totals };
  },

  set_user_message_type: ({ user, data }) => {
    if (!isStaff(user)) return { status: 0, message: 'Only the RWL Team can flag chats.' };
    const chId = str(data.chId);
    const value = num(data.user_message_type);
    if (![1, 2, 3].includes(value)) return { status: 0, message: 'Unknown flag.' };
    if (parseBenchChatId(chId) && !findChat(chId)) {
      db.update((state) => {
        state.chatBench.overrides[chId] = {
          ...(state.chatBench.overrides[chId] ?? {}),
          flag: value,
        };
      });
      chatDataChanged();
      return { status: 1, chId, user_message_type: value };
    }
    const chat = findChat(chId);
    if (!chat || !chat.members.includes(user.user_id))
      return { status: 0, message: 'This chat was not found.' };
    db.update((state) => {
      const stored = state.chats.find((candidate) => candidate.chId === chId);
      if (!stored) return;
      if (value === 1) delete stored.flags[String(user.user_id)];
      else stored.flags[String(user.user_id)] = value;
    });
    chatDataChanged();
    return { status: 1, chId, user_message_type: value };
  },

  getConversation: ({ user, data }) => {
    const chat = resolveChat(user, data, true);
    if (!chat) return { status: 0, message: 'This conversation was not found.' };
    const info = conversationInfo(chat, user);
    if (!info.isMember) return { status: 1, chat: info, messages: [], hasMore: false };
    const all = conversationMessages(chat);
    const limit = Math.min(Math.max(num(data.limit, 50), 1), 100);
    let end = all.length;
    const before = str(data.before);
    if (before) {
      const index = all.findIndex((item) => item._id === before);
      end = index >= 0 ? index : all.length;
    }
    const start = Math.max(0, end - limit);
    return {
      status: 1,
      chat: info,
      messages: all.slice(start, end).map((item) => wireMessage(item, chat)),
      hasMore: start > 0,
    };
  },

  sendMessage: (context) => {
    const { user, data } = context;
    const chat = resolveChat(user, data, true);
    if (!chat) return { status: 0, message: 'This conversation was not found.' };
    if (!chat.members.includes(user.user_id))
      return { status: 0, message: 'You are not a member of this group chat.' };
    if (chat.blockedBy) return { status: 0, message: "You can't send messages in this chat." };
    const { fields, error } = newMessageFields(data);
    if (!fields) return { status: 0, message: error };
    const item = storeMessage(chat, user.user_id, fields);
    const stored = findChat(chat.chId) ?? chat;
    pushMessage(
      context,
      stored,
      item,
      user.user_id,
      stored.kind === 'group' ? 'newGroupMessageReceive' : 'sendMessageToGroupAndUser',
    );
    return {
      status: 1,
      message: wireMessage(item, stored),
      chat: listItemFor(stored, user.user_id),
    };
  },

  readMessage: ({ user, data }) => {
    const chId = str(data.chId);
    if (parseBenchChatId(chId) && !findChat(chId)) {
      db.update((state) => {
        state.chatBench.overrides[chId] = { ...(state.chatBench.overrides[chId] ?? {}), unread: 0 };
      });
      chatDataChanged();
      return { status: 1, chId };
    }
    const chat = findChat(chId);
    if (!chat || !chat.members.includes(user.user_id))
      return { status: 0, message: 'This chat was not found.' };
    if (chat.unread[String(user.user_id)]) {
      db.update((state) => {
        const stored = state.chats.find((candidate) => candidate.chId === chId);
        if (stored) stored.unread[String(user.user_id)] = 0;
      });
      chatDataChanged();
    }
    return { status: 1, chId };
  },

  blockUnblockedUser: ({ user, data, push }) => {
    const other = num(data.blockedUser);
    const person = personById(other);
    if (!person || other === user.user_id)
      return { status: 0, message: 'This member was not found.' };
    if (person.is_staff)
      return { status: 0, message: 'Members of the RWL Team cannot be blocked.' };
    const chId = directChatId(user.user_id, other);
    const chat = findChat(chId) ?? resolveChat(user, { receiverId: other }, true);
    if (!chat) return { status: 0, message: 'This chat was not found.' };
    const wanted =
      data.blockedStatus === undefined
        ? chat.blockedBy === user.user_id
          ? 0
          : 1
        : num(data.blockedStatus)
          ? 1
          : 0;
    if (!wanted && chat.blockedBy && chat.blockedBy !== user.user_id) {
      return { status: 0, message: 'Only the member who blocked this chat can unblock it.' };
    }
    db.update((state) => {
      const stored = state.chats.find((candidate) => candidate.chId === chat.chId);
      if (stored) stored.blockedBy = wanted ? user.user_id : 0;
    });
    chatDataChanged();
    const result = {
      status: 1,
      chId: chat.chId,
      blockedStatus: wanted,
      blockedUser: String(other),
      blockedBy: wanted ? String(user.user_id) : '',
    };
    push(other, 'blockUnblockedUser', result);
    return result;
  },

  createGroup: ({ user, data, push }) => {
    if (!isStaff(user)) return { status: 0, message: 'Only the RWL Team can start a group chat.' };
    const name = str(data.groupName).trim();
    const first = str(data.firstMessage).trim();
    const members = Array.isArray(data.members)
      ? data.members.map(Number).filter((id) => id && id !== user.user_id && personById(id))
      : [];
    if (!name) return { status: 0, message: 'Please enter a group name.' };
    if (name.length > 60)
      return { status: 0, message: 'The group name can be at most 60 characters.' };
    if (!first) return { status: 0, message: 'Please write the first message.' };
    if (!members.length) return { status: 0, message: 'Please add at least one member.' };
    const groupImage = str(data.groupImage);
    const groupId = db.update((state) => {
      const id = `g${300 + state.chatGroups.length}`;
      state.chatGroups.push({
        _id: id,
        name,
        profileUrl: groupImage,
        notiActive: num(data.notiActive, 1) ? 1 : 0,
        createdBy: user.user_id,
        isCommunity: 0,
        inviteCode: newInviteCode(),
        accessTypes: [],
      });
      state.chats.push({
        chId: groupChatId(id),
        kind: 'group',
        members: [user.user_id, ...new Set(members)],
        groupId: id,
        unread: {},
        flags: {},
        blockedBy: 0,
        lastAt: '',
      });
      return id;
    });
    chatDataChanged();
    const chat = findChat(groupChatId(groupId))!;
    const item = storeMessage(chat, user.user_id, { msg: first, cid: str(data.cid) });
    pushMessage({ push }, findChat(chat.chId)!, item, user.user_id, 'newGroupMessageReceive');
    return { status: 1, group_id: groupId, chId: chat.chId };
  },

  getGroupInfo: ({ user, data }) => {
    const groupInfo = groupById(str(data.gId));
    const chat = groupInfo ? findChat(groupChatId(groupInfo._id)) : null;
    if (!groupInfo || !chat) return { status: 0, message: 'This group was not found.' };
    if (!chat.members.includes(user.user_id) && !isStaff(user))
      return { status: 0, message: 'You are not a member of this group chat.' };
    return {
      status: 1,
      group: {
        _id: groupInfo._id,
        name: groupInfo.name,
        profileUrl: groupInfo.profileUrl,
        notiActive: groupInfo.notiActive,
        isCommunity: groupInfo.isCommunity,
        chId: chat.chId,
        // The group link's secret, for the RWL Team who hand the link out.
        ...(isStaff(user) ? { inviteCode: groupInfo.inviteCode } : {}),
      },
      members: chat.members.map((id) => wirePerson(personById(id), id)),
    };
  },

  updateGroup: ({ user, data }) => {
    if (!isStaff(user)) return { status: 0, message: 'Only the RWL Team can change a group chat.' };
    const groupId = str(data.gId);
    const name = str(data.groupName).trim();
    if (!groupById(groupId)) return { status: 0, message: 'This group was not found.' };
    if (!name) return { status: 0, message: 'Please enter a group name.' };
    db.update((state) => {
      const stored = state.chatGroups.find((candidate) => candidate._id === groupId);
      if (!stored) return;
      stored.name = name.slice(0, 60);
      stored.notiActive = num(data.notiActive, 1) ? 1 : 0;
      if (data.groupImage !== undefined) stored.profileUrl = str(data.groupImage);
    });
    chatDataChanged();
    return { status: 1, group_id: groupId };
  },

  addGroupMember: ({ user, data, push }) => {
    const groupId = str(data.gId);
    const groupInfo = groupById(groupId);
    const chat = groupInfo ? findChat(groupChatId(groupId)) : null;
    if (!groupInfo || !chat) return { status: 0, message: 'This group was not found.' };
    const byLink = num(data.isLink) === 1;
    const memberId = byLink ? user.user_id : num(data.userId);
    if (!byLink && !isStaff(user))
      return { status: 0, message: 'Only the RWL Team can add members.' };
    if (!personById(memberId)) return { status: 0, message: 'This member was not found.' };
    if (byLink && !isStaff(user) && !chat.members.includes(memberId)) {
      // A community group is open to the plans it names; any other group only to those holding
      // its invite link (never to whoever guesses its id).
      if (groupInfo.isCommunity && !groupInfo.accessTypes.includes(Number(user.type)))
        return {
          status: 0,
          message: "You don't have access this community group chat.",
          access: 0,
        };
      if (
        !groupInfo.isCommunity &&
        (!groupInfo.inviteCode || str(data.invite) !== groupInfo.inviteCode)
      )
        return { status: 0, message: PRIVATE_GROUP_MESSAGE, access: 0 };
    }
    if (chat.members.includes(memberId))
      return { status: 1, group_id: groupId, chId: chat.chId, alreadyMember: 1 };
    db.update((state) => {
      const stored = state.chats.find((candidate) => candidate.chId === chat.chId);
      if (stored) stored.members.push(memberId);
    });
    chatDataChanged();
    const item = storeMessage(findChat(chat.chId)!, memberId, { mTy: 4, msg: '' });
    pushMessage({ push }, findChat(chat.chId)!, item, user.user_id, 'newGroupMessageReceive');
    return { status: 1, group_id: groupId, chId: chat.chId };
  },

  verifyCommunityGroupLink: ({ user, data }) => {
    const id = str(data.id);
    const groupInfo = db
      .get()
      .chatGroups.find(
        (candidate) =>
          candidate.isCommunity && (candidate._id === id || candidate.inviteCode === id),
      );
    if (!groupInfo) return { status: 1, access: 0, group_id: '' };
    const chat = findChat(groupChatId(groupInfo._id));
    const member = chat?.members.includes(user.user_id) ?? false;
    const access =
      isStaff(user) || member || groupInfo.accessTypes.includes(Number(user.type)) ? 1 : 0;
    return { status: 1, access, group_id: groupInfo._id, name: groupInfo.name };
  },

  searchMembers: ({ user, data }) => {
    if (!isStaff(user))
      return { status: 0, message: 'Only the RWL Team can search members.', data: [] };
    const search = str(data.searchName).trim().toLowerCase();
    const limit = Math.min(Math.max(num(data.limit, 20), 1), 50);
    const page = Math.max(num(data.page, 1), 1);
    const people = peopleForPicker(user).filter(
      (person) => !person.is_staff && nameMatches(person, search),
    );
    const slice = people.slice((page - 1) * limit, page * limit);
    return {
      status: 1,
      data: slice.map((person) => wirePerson(person)),
      hasNextPage: page * limit < people.length,
    };
  },

  messageList: ({ user, data }) => {
    const tab = num(data.tab);
    const search = str(data.searchName).trim().toLowerCase();
    const picker = peopleForPicker(user);
    const followed = followedPeople(user, picker);
    const follows = new Set(followed.map((person) => person.user_id));
    const people = (tab === 1 ? followed : picker).filter((person) => nameMatches(person, search));
    const limit = Math.min(Math.max(num(data.limit, 30), 1), 50);
    const page = Math.max(num(data.page, 1), 1);
    const slice = people.slice((page - 1) * limit, page * limit);
    return {
      status: 1,
      data: slice.map((person) => ({
        ...wirePerson(person),
        isFollowing: follows.has(person.user_id) ? 1 : 0,
      })),
      hasNextPage: page * limit < people.length,
    };
  },

  sendBulkMessage: ({ user, data, push }) => {
    if (!isStaff(user)) return { status: 0, message: 'Only the RWL Team can send a bulk message.' };
    const members = Array.isArray(data.members)
      ? [...new Set(data.members.map(Number))].filter(
          (id) => id && id !== user.user_id && personById(id),
        )
      : [];
    if (!members.length) return { status: 0, message: 'Please choose at least one member.' };
    const { fields, error } = newMessageFields(data);
    if (!fields) return { status: 0, message: error };
    let count = 0;
    for (const member of members) {
      const chat = resolveChat(user, { receiverId: member }, true);
      if (!chat || chat.blockedBy) continue;
      const item = storeMessage(chat, user.user_id, {
        ...fields,
        cid: fields.cid ? `${fields.cid}:${member}` : '',
      });
      pushMessage({ push }, findChat(chat.chId)!, item, user.user_id, 'bulkMessageReceive');
      count += 1;
    }
    return { status: 1, count, message: `Message sent to ${count} members.` };
  },

  searchByButton: ({ data }) => {
    const type = str(data.type);
    const search = str(data.searchName).trim().toLowerCase();
    const state = db.get();
    const source =
      type === 'recipes'
        ? state.recipes.map((item) => ({
            id: String(item.id),
            title: item.title,
            image: item.image,
            meta: `${item.calories} kcal · ${item.minutes} min`,
            buttonType: 3,
          }))
        : type === 'resources'
          ? state.programmes.map((item) => ({
              id: String(item.id),
              title: item.title,
              image: item.image,
              meta: `${item.weeks} weeks`,
              buttonType: 4,
            }))
          : state.workouts.map((item) => ({
              id: String(item.id),
              title: item.title,
              image: item.image,
              meta: `${item.minutes} min · ${item.level}`,
              buttonType: 2,
            }));
    return {
      status: 1,
      data: source.filter((item) => !search || item.title.toLowerCase().includes(search)),
    };
  },
};

// ---------------------------------------------------------------------------------------------
// Controls for window.__mock (see mocks/handlers/chat.ts)

export const chatMockData = {
  findChat,
  resolveChat,
  listItemFor,
  wireMessage,
  chatTypeFor,
  personById,
  pushMessage,
  storeMessage,
  benchChatId,
  groupChatId,
  directChatId,
};
