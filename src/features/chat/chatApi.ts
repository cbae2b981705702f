import { isDraft, original } from '@reduxjs/toolkit';
import { api, type ApiFailure } from '@/lib/api';
import { realtime } from '@/lib/realtime';
import { authSession } from '@/lib/auth';
import type { RootState } from '@/app/store';
import { ask } from './api';
import {
  blockReplySchema,
  CHAT_PAGE_SIZE,
  chatListReplySchema,
  conversationReplySchema,
  flagReplySchema,
  groupInfoReplySchema,
  HISTORY_PAGE_SIZE,
  incomingSchema,
  matchesList,
  mergeFirstPage,
  mergeLatestMessages,
  mergeMessages,
  moveToTop,
  peopleReplySchema,
  searchButtonReplySchema,
  sendReplySchema,
  simpleReplySchema,
  targetKey,
  toChatMessage,
  type ButtonSearchType,
  type ChatFilter,
  type ChatFlag,
  type ChatListItem,
  type ChatMessage,
  type ChatTab,
  type ConversationInfo,
  type ConversationTarget,
  type PickerPerson,
  type ButtonSearchItem,
} from './model';
import {
  pendingRemoved,
  pendingSettled,
  pendingUpdated,
  selectChat,
  type PendingMessage,
} from './slice';
import { announce } from './announcer';
import { failureMessage } from '@/lib/failureMessage';

/**
 * The chat's server data in the RTK Query cache, fed by the realtime channel: the chat list per
 * tab, filter and search, one conversation per target, and the calls that change them (flag,
 * block, read, groups). Each list and conversation entry listens to the channel's pushes while it
 * exists (onCacheEntryAdded) and stops when it goes away.
 */

// ---------------------------------------------------------------------------------------------
// Shapes

export interface ChatListArgs {
  tab: ChatTab;
  filter: ChatFilter;
  search: string;
  /** The page to load: 1 puts a fresh first page on top, a later page adds to the end. */
  page: number;
}

export interface ChatListData {
  ids: string[];
  chats: Record<string, ChatListItem>;
  page: number;
  hasNextPage: boolean;
}

export type ChatTarget = Exclude<ConversationTarget, { kind: 'invalid' }>;

export interface ConversationArgs {
  target: ChatTarget;
  /** Load the page of history older than this message id (paging upward). */
  before?: string;
}

export interface ConversationData {
  chId: string;
  info: ConversationInfo;
  messages: ChatMessage[];
  hasMore: boolean;
}

type ChatFailure = ApiFailure;

function failure(error: unknown): { error: ChatFailure } {
  return { error: { kind: 'server', message: failureMessage(error) } };
}

/**
 * The untouched value behind a draft. Long lists (thousands of chats or messages) are read
 * through it, so immer does not make a draft of every element just to read it.
 */
function plain<T>(value: T): T {
  return isDraft(value) ? (original(value as never) as T) : value;
}

const LIST_KEEP_SECONDS = 60 * 60;
const CONVERSATION_KEEP_SECONDS = 10 * 60;
/** Many pushes in a burst become one request for a fresh first page. */
const LIST_REFRESH_DELAY_MS = 250;

// ---------------------------------------------------------------------------------------------
// Requests

async function fetchListPage(args: ChatListArgs): Promise<ChatListData> {
  const reply = args.search
    ? await ask(
        'searchByName',
        {
          searchName: args.search,
          filter: args.filter,
          chatType: args.tab,
          limit: CHAT_PAGE_SIZE,
          page: args.page,
        },
        chatListReplySchema,
      )
    : await ask(
        'getChatList',
        { filter: args.filter, page: args.page, limit: CHAT_PAGE_SIZE, chatType: args.tab },
        chatListReplySchema,
      );
  const chats: Record<string, ChatListItem> = {};
  for (const item of reply.data) chats[item.chId] = item;
  return {
    ids: reply.data.map((item) => item.chId),
    chats,
    page: reply.currentPage || args.page,
    hasNextPage: reply.hasNextPage,
  };
}

function targetPayload(target: ChatTarget): { receiverId?: string; groupId?: string } {
  return target.kind === 'direct' ? { receiverId: target.userId } : { groupId: target.groupId };
}

async function fetchConversation(
  target: ChatTarget,
  options: { chId?: string; before?: string } = {},
): Promise<ConversationData> {
  const reply = await ask(
    'getConversation',
    {
      ...(options.chId ? { chId: options.chId } : targetPayload(target)),
      ...(options.before ? { before: options.before } : {}),
      limit: HISTORY_PAGE_SIZE,
    },
    conversationReplySchema,
  );
  if (!reply.chat) throw new Error('This conversation was not found.');
  return {
    chId: reply.chat.chId,
    info: reply.chat,
    messages: reply.messages.map(toChatMessage),
    hasMore: reply.hasMore,
  };
}

// ---------------------------------------------------------------------------------------------
// Pure patches of the cache entries

function upsertChat(data: ChatListData, item: ChatListItem): void {
  const existing = data.chats[item.chId];
  if (
    existing &&
    existing.unreadCount === item.unreadCount &&
    existing.user_message_type === item.user_message_type &&
    existing.isBlockedUser === item.isBlockedUser &&
    existing.lastMessage?.createdAt === item.lastMessage?.createdAt &&
    existing.lastMessage?.msg === item.lastMessage?.msg
  ) {
    return;
  }
  data.chats[item.chId] = item;
}

/** A chat that changed goes to the top of the list, when it belongs there (never in a search). */
function bringToTop(data: ChatListData, args: ChatListArgs, chId: string): void {
  const item = data.chats[chId];
  if (!item || args.search || !matchesList(item, args.tab, args.filter)) return;
  const ids = plain(data.ids);
  const moved = moveToTop(ids, chId);
  if (moved !== ids) data.ids = moved;
}

/**
 * A staff filter's list keeps only what the filter takes: a chat flagged otherwise or read since
 * leaves the Urgent, Follow up or Unread list (rather than staying, or coming back at its end).
 */
function dropUnmatched(data: ChatListData, args: ChatListArgs): void {
  if (args.search || args.filter === 0) return;
  const ids = plain(data.ids);
  const kept = ids.filter((id) => {
    const item = data.chats[id];
    return !item || matchesList(item, args.tab, args.filter);
  });
  if (kept.length !== ids.length) data.ids = kept;
}

function mergeListPage(data: ChatListData, page: ChatListData, args: ChatListArgs): void {
  for (const id of page.ids) {
    const item = page.chats[id];
    if (item) upsertChat(data, item);
  }
  if (args.page > 1) {
    const loaded = plain(data.ids);
    const known = new Set(loaded);
    data.ids = loaded.concat(page.ids.filter((id) => !known.has(id)));
    data.page = page.page;
    data.hasNextPage = page.hasNextPage;
  } else {
    data.ids = mergeFirstPage(plain(data.ids), page.ids);
    dropUnmatched(data, args);
    if (data.page <= 1) {
      data.page = 1;
      data.hasNextPage = page.hasNextPage;
    }
  }
}

function mergeConversation(
  data: ConversationData,
  page: ConversationData,
  mode: 'latest' | 'older',
): void {
  const loaded = plain(data.messages);
  data.info = page.info;
  data.chId = page.chId;
  if (mode === 'older') {
    data.hasMore = page.hasMore;
    const known = new Set(loaded.map((message) => message._id));
    const older = page.messages.filter((message) => !known.has(message._id));
    if (older.length) data.messages = older.concat(loaded);
    return;
  }
  const merged = mergeLatestMessages(loaded, page.messages, page.hasMore);
  if (merged.messages !== loaded) data.messages = merged.messages;
  if (merged.hasMore !== undefined) data.hasMore = merged.hasMore;
}

function setBlock(info: { blockedBy: string; isBlockedUser: 0 | 1 }, blockedBy: string): void {
  info.blockedBy = blockedBy;
  info.isBlockedUser = blockedBy ? 1 : 0;
}

const isOpen = (state: RootState, chId: string) =>
  selectChat(state).openChId === chId && document.visibilityState === 'visible';

/** Whether a message waiting to be sent belongs to this conversation. */
function belongsTo(item: PendingMessage, target: ChatTarget, chId: string): boolean {
  return (
    (Boolean(chId) && item.chId === chId) ||
    (target.kind === 'direct' && item.receiverId === target.userId) ||
    (target.kind === 'group' && item.gId === target.groupId)
  );
}

const INCOMING = [
  'sendMessageToGroupAndUser',
  'newGroupMessageReceive',
  'bulkMessageReceive',
] as const;

// ---------------------------------------------------------------------------------------------
// Endpoints

export const chatApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * getChatList / searchByName, 15 a page. One entry per tab, filter and search (the page is not
     * part of the key): page 1 puts a fresh first page on top of what is loaded, a later page
     * adds to the end (infinite scroll).
     */
    chatList: build.query<ChatListData, ChatListArgs>({
      async queryFn(args) {
        try {
          return { data: await fetchListPage(args) };
        } catch (error) {
          return failure(error);
        }
      },
      serializeQueryArgs: ({ queryArgs }) => ({
        tab: queryArgs.tab,
        filter: queryArgs.filter,
        search: queryArgs.search,
      }),
      merge: (data, page, { arg }) => mergeListPage(data, page, arg),
      forceRefetch: ({ currentArg, previousArg }) => currentArg?.page !== previousArg?.page,
      keepUnusedDataFor: LIST_KEEP_SECONDS,
      async onCacheEntryAdded(
        args,
        { updateCachedData, cacheEntryRemoved, dispatch, getState, getCacheEntry },
      ) {
        let timer: ReturnType<typeof setTimeout> | null = null;
        const listArgs = { ...args, page: 1 };
        const refresh = async () => {
          if (!getCacheEntry().data) {
            // Nothing arrived yet (the request was lost with the connection): ask again.
            askListAgain(dispatch, listArgs);
            return;
          }
          try {
            const page = await fetchListPage(listArgs);
            updateCachedData((data) => mergeListPage(data, page, listArgs));
          } catch {
            // The next push or reconnect tries again.
          }
        };
        const scheduleRefresh = () => {
          if (timer) clearTimeout(timer);
          timer = setTimeout(() => {
            timer = null;
            void refresh();
          }, LIST_REFRESH_DELAY_MS);
        };
        const incoming = (event: (typeof INCOMING)[number]) => (raw: unknown) => {
          const parsed = incomingSchema.safeParse(raw);
          if (!parsed.success) return;
          const { message, chat } = parsed.data;
          const chId = parsed.data.chId || message?.chId || chat?.chId || '';
          if (!chId) return;
          const open = isOpen(getState() as RootState, chId);
          updateCachedData((data) => {
            if (chat) {
              upsertChat(data, open ? { ...chat, unreadCount: 0 } : chat);
            } else {
              const item = data.chats[chId];
              if (item && message) {
                item.lastMessage = {
                  mTy: message.mTy,
                  msg: message.msg,
                  video: message.video,
                  senderData: message.senderData,
                  createdAt: message.createdAt,
                };
                if (!open) item.unreadCount += 1;
              }
            }
            bringToTop(data, args, chId);
          });
          // A new group message or a bulk message reloads the list (spec 3 §4).
          if (event !== 'sendMessageToGroupAndUser') scheduleRefresh();
        };
        let connectedBefore = realtime.status === 'ready';
        const stops = [
          ...INCOMING.map((event) => realtime.on(event, incoming(event))),
          // Our own message confirmed: its chat goes to the top.
          realtime.on('sendMessage', (raw) => {
            const parsed = sendReplySchema.safeParse(raw);
            const chat = parsed.success && parsed.data.status === 1 ? parsed.data.chat : null;
            if (!chat) return;
            updateCachedData((data) => {
              upsertChat(data, chat);
              bringToTop(data, args, chat.chId);
            });
          }),
          realtime.on('blockUnblockedUser', (raw) => {
            const parsed = blockReplySchema.safeParse(raw);
            if (!parsed.success || parsed.data.status !== 1 || !parsed.data.chId) return;
            const { chId, blockedBy } = parsed.data;
            updateCachedData((data) => {
              const item = data.chats[chId];
              if (item) setBlock(item, blockedBy);
            });
            scheduleRefresh();
          }),
          // After every (re)connect: catch up on what happened while the connection was down.
          realtime.onAuthorised(() => {
            const reconnect = connectedBefore;
            connectedBefore = true;
            const entry = getCacheEntry();
            if (entry.data || entry.isError || reconnect) void refresh();
          }),
        ];
        await cacheEntryRemoved;
        if (timer) clearTimeout(timer);
        stops.forEach((stop) => stop());
      },
    }),

    /**
     * One conversation per target (a member or a group): the newest page first, then history
     * paged upward (`before`). What the channel pushes is merged in while the entry exists.
     */
    chatConversation: build.query<ConversationData, ConversationArgs>({
      async queryFn({ target, before }, { getState }) {
        try {
          const known = cachedConversation(getState() as RootState, target);
          return {
            data: await fetchConversation(target, {
              ...(known?.chId ? { chId: known.chId } : {}),
              ...(before ? { before } : {}),
            }),
          };
        } catch (error) {
          return failure(error);
        }
      },
      serializeQueryArgs: ({ queryArgs }) => ({ target: targetKey(queryArgs.target) }),
      merge: (data, page, { arg }) =>
        mergeConversation(data, page, arg.before ? 'older' : 'latest'),
      forceRefetch: ({ currentArg, previousArg }) => currentArg?.before !== previousArg?.before,
      keepUnusedDataFor: CONVERSATION_KEEP_SECONDS,
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          // Messages the server already has are no longer waiting (sent before a reload).
          dispatch(pendingSettled(data.messages.map((message) => message.cid).filter(Boolean)));
        } catch {
          // The page shows the error.
        }
      },
      async onCacheEntryAdded(
        { target },
        { updateCachedData, cacheEntryRemoved, dispatch, getState, getCacheEntry },
      ) {
        const chIdNow = () => getCacheEntry().data?.chId ?? '';
        const refresh = async () => {
          const chId = chIdNow();
          if (!chId) {
            askConversationAgain(dispatch, target);
            return;
          }
          try {
            const page = await fetchConversation(target, { chId });
            updateCachedData((data) => mergeConversation(data, page, 'latest'));
            dispatch(pendingSettled(page.messages.map((message) => message.cid).filter(Boolean)));
          } catch {
            // The next reconnect or message tries again.
          }
        };
        const incoming = (raw: unknown) => {
          const parsed = incomingSchema.safeParse(raw);
          if (!parsed.success) return;
          const { message, chat } = parsed.data;
          const chId = parsed.data.chId || message?.chId || chat?.chId || '';
          if (!chId || chId !== chIdNow()) return;
          const chatMessage = message ? toChatMessage(message) : null;
          // Our own message coming back from another device or a resend: no longer pending.
          if (chatMessage?.cid) dispatch(pendingSettled([chatMessage.cid]));
          if (chatMessage) {
            updateCachedData((data) => {
              const loaded = plain(data.messages);
              const merged = mergeMessages(loaded, [chatMessage]);
              if (merged !== loaded) data.messages = merged;
            });
          }
          if (isOpen(getState() as RootState, chId)) {
            markReadNow(dispatch, chId);
            if (chatMessage && chatMessage.senderId !== authSession.memberUserId()) {
              const who = chatMessage.senderData.first_name || 'Someone';
              announce(
                `New message from ${who}${chatMessage.msg ? `: ${chatMessage.msg.slice(0, 140)}` : ''}`,
              );
            }
          }
        };
        const sent = (raw: unknown, reply: { cid?: string }) => {
          const cid = reply.cid;
          if (!cid) return;
          const known = selectChat(getState() as RootState).pending.find(
            (item) => item.cid === cid && belongsTo(item, target, chIdNow()),
          );
          if (!known) return;
          const parsed = sendReplySchema.safeParse(raw);
          if (!parsed.success) return;
          const { status, message, duplicate } = parsed.data;
          if (status === 1 && typeof message === 'object' && message) {
            const chatMessage = toChatMessage(message);
            updateCachedData((data) => {
              if (chatMessage.chId !== data.chId) return;
              const loaded = plain(data.messages);
              const merged = mergeMessages(loaded, [chatMessage]);
              if (merged !== loaded) data.messages = merged;
            });
            dispatch(pendingRemoved(cid));
          } else if (status === 1 || duplicate) {
            // Already handled by the server earlier (sent before a reload or a drop): fetch it.
            dispatch(pendingRemoved(cid));
            void refresh();
          } else {
            dispatch(
              pendingUpdated({
                cid,
                changes: {
                  status: 'failed',
                  error:
                    typeof message === 'string' && message ? message : 'The message was not sent.',
                },
              }),
            );
          }
        };
        let connectedBefore = realtime.status === 'ready';
        const stops = [
          ...INCOMING.map((event) => realtime.on(event, incoming)),
          realtime.on('sendMessage', sent),
          realtime.on('blockUnblockedUser', (raw) => {
            const parsed = blockReplySchema.safeParse(raw);
            if (!parsed.success || parsed.data.status !== 1) return;
            const { chId, blockedBy } = parsed.data;
            if (!chId || chId !== chIdNow()) return;
            updateCachedData((data) => setBlock(data.info, blockedBy));
          }),
          realtime.onAuthorised(() => {
            const reconnect = connectedBefore;
            connectedBefore = true;
            const entry = getCacheEntry();
            if (entry.data || entry.isError || reconnect) void refresh();
          }),
        ];
        await cacheEntryRemoved;
        stops.forEach((stop) => stop());
      },
    }),

    /** Staff flag: Normal, Follow up, Urgent; the list and the conversation show the server's answer. */
    setChatFlag: build.mutation<{ chId: string; flag: ChatFlag }, { chId: string; flag: ChatFlag }>(
      {
        async queryFn({ chId, flag }, { getState }) {
          const item = cachedChat(getState() as RootState, chId);
          try {
            const reply = await ask(
              'set_user_message_type',
              { chId, type: item?.chat_type ?? 1, user_message_type: flag },
              flagReplySchema,
            );
            return { data: { chId: reply.chId || chId, flag: reply.user_message_type } };
          } catch (error) {
            return failure(error);
          }
        },
        async onQueryStarted(_args, { dispatch, getState, queryFulfilled }) {
          try {
            const { data: result } = await queryFulfilled;
            patchEverywhere(dispatch, getState() as RootState, result.chId, {
              chat: (item) => {
                item.user_message_type = result.flag;
              },
              conversation: (data) => {
                data.info.user_message_type = result.flag;
              },
            });
          } catch {
            // The dialog shows the error.
          }
        },
      },
    ),

    /** Block or unblock the (non-staff) counterpart of a personal chat, through blockUnblockedUser. */
    setChatBlocked: build.mutation<
      { chId: string; blockedBy: string },
      { chId: string; userId: string; block: boolean }
    >({
      async queryFn({ chId, userId, block }) {
        try {
          const reply = await ask(
            'blockUnblockedUser',
            { blockedUser: userId, blockedStatus: block ? 1 : 0 },
            blockReplySchema,
          );
          return { data: { chId: reply.chId || chId, blockedBy: reply.blockedBy } };
        } catch (error) {
          return failure(error);
        }
      },
      async onQueryStarted(_args, { dispatch, getState, queryFulfilled }) {
        try {
          const { data: result } = await queryFulfilled;
          patchEverywhere(dispatch, getState() as RootState, result.chId, {
            chat: (item) => setBlock(item, result.blockedBy),
            conversation: (data) => setBlock(data.info, result.blockedBy),
          });
        } catch {
          // The page shows the error.
        }
      },
    }),

    /** Read state: the chat's unread count goes to 0 here and on the server; the dots follow. */
    markChatRead: build.mutation<null, string>({
      queryFn(chId) {
        realtime.request('readMessage', { chId }).catch(() => undefined);
        return { data: null };
      },
      onQueryStarted(chId, { dispatch, getState }) {
        patchEverywhere(dispatch, getState() as RootState, chId, {
          chat: (item) => {
            if (item.unreadCount) item.unreadCount = 0;
          },
        });
      },
    }),

    // Groups, people and content search ----------------------------------------------------------

    verifyCommunityLink: build.mutation<{ access: boolean; groupId: string }, string>({
      async queryFn(id) {
        try {
          const reply = await ask('verifyCommunityGroupLink', { id }, simpleReplySchema);
          return {
            data: {
              access: reply.access === 1 && Boolean(reply.group_id),
              groupId: reply.group_id,
            },
          };
        } catch (error) {
          return failure(error);
        }
      },
    }),

    /** Adds a member to a group: by a group link (isLink 1, the member themselves) or by staff. */
    addGroupMember: build.mutation<
      string,
      { gId: string; isLink: boolean; userId?: string; invite?: string }
    >({
      async queryFn({ gId, isLink, userId, invite }) {
        try {
          const reply = await ask(
            'addGroupMember',
            {
              gId,
              isLink: isLink ? 1 : 0,
              ...(userId ? { userId } : {}),
              ...(invite ? { invite } : {}),
            },
            simpleReplySchema,
          );
          return { data: reply.group_id || gId };
        } catch (error) {
          return failure(error);
        }
      },
    }),

    createGroupChat: build.mutation<
      string,
      {
        groupName: string;
        firstMessage: string;
        groupImage: string;
        notiActive: boolean;
        members: string[];
        cid: string;
      }
    >({
      async queryFn(input) {
        try {
          const reply = await ask(
            'createGroup',
            { ...input, notiActive: input.notiActive ? 1 : 0 },
            simpleReplySchema,
          );
          return { data: reply.group_id };
        } catch (error) {
          return failure(error);
        }
      },
    }),

    groupInfo: build.query<
      { group: NonNullable<GroupInfoReply['group']> | null; members: GroupInfoReply['members'] },
      string
    >({
      async queryFn(gId) {
        try {
          const reply = await ask('getGroupInfo', { gId }, groupInfoReplySchema);
          return { data: { group: reply.group, members: reply.members } };
        } catch (error) {
          return failure(error);
        }
      },
      keepUnusedDataFor: 0,
    }),

    updateGroupChat: build.mutation<
      null,
      { gId: string; groupName: string; groupImage?: string; notiActive: boolean }
    >({
      async queryFn(input) {
        try {
          await ask(
            'updateGroup',
            { ...input, notiActive: input.notiActive ? 1 : 0 },
            simpleReplySchema,
          );
          return { data: null };
        } catch (error) {
          return failure(error);
        }
      },
    }),

    /** Staff: one message to many members (each gets it in their own chat). */
    sendBulkMessage: build.mutation<
      number,
      {
        cid: string;
        msg: string;
        media?: string;
        video?: number;
        fileName?: string;
        members: string[];
      }
    >({
      async queryFn(input) {
        try {
          const reply = await ask(
            'sendBulkMessage',
            {
              cid: input.cid,
              mTy: input.media ? 2 : 1,
              msg: input.msg,
              media: input.media,
              video: input.video,
              fileName: input.fileName,
              members: input.members,
            },
            simpleReplySchema,
          );
          return { data: reply.count };
        } catch (error) {
          return failure(error);
        }
      },
    }),

    /** Staff pick members by name. */
    searchMembers: build.query<PickerPerson[], string>({
      async queryFn(searchName) {
        try {
          const reply = await ask(
            'searchMembers',
            { searchName: searchName.trim(), page: 1, limit: 30 },
            peopleReplySchema,
          );
          return { data: reply.data };
        } catch (error) {
          return failure(error);
        }
      },
      providesTags: ['People'],
      keepUnusedDataFor: 30,
    }),

    /**
     * The message list: tab 0 All, 1 People you follow; 30 a page, more on request. It reads the
     * product's one follow list: a follow or unfollow anywhere (the friends screen, a profile)
     * invalidates its 'People' tag, so the list on screen, or kept from a moment ago, is asked
     * again.
     */
    messageList: build.infiniteQuery<
      { people: PickerPerson[]; hasNextPage: boolean },
      { tab: 0 | 1; searchName: string },
      number
    >({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (last, _pages, lastPage) => (last.hasNextPage ? lastPage + 1 : undefined),
      },
      async queryFn({ queryArg, pageParam }) {
        try {
          const reply = await ask(
            'messageList',
            {
              tab: queryArg.tab,
              searchName: queryArg.searchName.trim(),
              page: pageParam,
              limit: 30,
            },
            peopleReplySchema,
          );
          return { data: { people: reply.data, hasNextPage: reply.hasNextPage } };
        } catch (error) {
          return failure(error);
        }
      },
      providesTags: ['People'],
      keepUnusedDataFor: 30,
    }),

    /** /home/searchbutton: Workouts, Recipes, Resources. */
    searchByButton: build.query<ButtonSearchItem[], { type: ButtonSearchType; searchName: string }>(
      {
        async queryFn({ type, searchName }) {
          try {
            const reply = await ask(
              'searchByButton',
              { type, searchName: searchName.trim() },
              searchButtonReplySchema,
            );
            return { data: reply.data };
          } catch (error) {
            return failure(error);
          }
        },
        keepUnusedDataFor: 30,
      },
    ),
  }),
});

type GroupInfoReply = ReturnType<typeof groupInfoReplySchema.parse>;
type Dispatch = (action: unknown) => unknown;

function cachedConversation(state: RootState, target: ChatTarget): ConversationData | undefined {
  return chatApi.endpoints.chatConversation.select({ target })(state).data;
}

/** The chat as the cached lists hold it (the first one that has it). */
function cachedChat(state: RootState, chId: string): ChatListItem | undefined {
  for (const args of chatApi.util.selectCachedArgsForQuery(state, 'chatList')) {
    const item = chatApi.endpoints.chatList.select(args)(state).data?.chats[chId];
    if (item) return item;
  }
  return undefined;
}

function askListAgain(dispatch: Dispatch, args: ChatListArgs): void {
  void dispatch(
    chatApi.endpoints.chatList.initiate(args, { subscribe: false, forceRefetch: true }),
  );
}

function askConversationAgain(dispatch: Dispatch, target: ChatTarget): void {
  void dispatch(
    chatApi.endpoints.chatConversation.initiate(
      { target },
      { subscribe: false, forceRefetch: true },
    ),
  );
}

function markReadNow(dispatch: Dispatch, chId: string): void {
  void dispatch(chatApi.endpoints.markChatRead.initiate(chId, { track: false }));
}

/** Applies a change to one chat in every cached list and conversation that holds it. */
function patchEverywhere(
  dispatch: Dispatch,
  state: RootState,
  chId: string,
  patch: {
    chat?: (item: ChatListItem) => void;
    conversation?: (data: ConversationData) => void;
  },
): void {
  const { chat, conversation } = patch;
  if (chat) {
    for (const args of chatApi.util.selectCachedArgsForQuery(state, 'chatList')) {
      if (!chatApi.endpoints.chatList.select(args)(state).data?.chats[chId]) continue;
      dispatch(
        chatApi.util.updateQueryData('chatList', args, (data) => {
          const item = data.chats[chId];
          if (item) chat(item);
          dropUnmatched(data, args);
        }),
      );
    }
  }
  if (conversation) {
    for (const args of chatApi.util.selectCachedArgsForQuery(state, 'chatConversation')) {
      if (chatApi.endpoints.chatConversation.select(args)(state).data?.chId !== chId) continue;
      dispatch(chatApi.util.updateQueryData('chatConversation', args, conversation));
    }
  }
}

export const {
  useChatListQuery,
  useChatConversationQuery,
  useSetChatFlagMutation,
  useSetChatBlockedMutation,
  useMarkChatReadMutation,
  useVerifyCommunityLinkMutation,
  useAddGroupMemberMutation,
  useCreateGroupChatMutation,
  useGroupInfoQuery,
  useUpdateGroupChatMutation,
  useSendBulkMessageMutation,
  useSearchMembersQuery,
  useMessageListInfiniteQuery,
  useSearchByButtonQuery,
} = chatApi;
