import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectProfile } from '@/features/user';
import { quizQueue } from '@/features/quiz';
import { Avatar } from '@/ui/Avatar';
import { Dialog } from '@/ui/Dialog';
import { Spinner } from '@/ui/Spinner';
import { ErrorState } from '@/ui/ErrorState';
import { popups } from '@/ui/popupStore';
import { skipToken } from '@reduxjs/toolkit/query';
import { conversationOpened, selectChat, type PendingMessage } from '../slice';
import {
  discardMessage,
  retryMessage,
  sendMediaMessage,
  sendTextMessage,
  syncChatOwner,
  type FilesInFlight,
} from '../service';
import {
  useAddGroupMemberMutation,
  useChatConversationQuery,
  useMarkChatReadMutation,
  useSetChatBlockedMutation,
} from '../chatApi';
import {
  CHAT_NOT_FOUND,
  conversationTarget,
  estimateMessageHeight,
  flagLabel,
  groupInvite,
  personName,
  profilePath,
  targetKey,
  upgradePath,
  type ChatMessage,
  type ChatPerson,
  type Cta,
} from '../model';
import { VirtualList, type VirtualListHandle } from '../components/VirtualList';
import { MessageActionsContext, MessageItem, type MessageActions } from '../components/MessageItem';
import { Composer, type ComposerHandle } from '../components/Composer';
import { FlagDialog } from '../components/FlagDialog';
import { useAnnouncement } from '../announcer';
import { textDrafts } from '@/lib/textDrafts';
import { markFirstRows, markStart } from '../perf';
import '../chat.css';
import { failureMessage } from '@/lib/failureMessage';

/** Measured message heights per conversation, kept for the session (reopening lays out at once). */
const sizeCaches = new Map<string, Map<string, number>>();
function sizeCacheFor(chId: string): Map<string, number> {
  let cache = sizeCaches.get(chId);
  if (!cache) {
    cache = new Map();
    sizeCaches.set(chId, cache);
    if (sizeCaches.size > 20) sizeCaches.delete(sizeCaches.keys().next().value as string);
  }
  return cache;
}

function pendingAsMessage(item: PendingMessage, me: ChatPerson): ChatMessage {
  return {
    _id: '',
    key: `c:${item.cid}`,
    cid: item.cid,
    chId: item.chId,
    senderId: me.user_id,
    senderData: me,
    gId: item.gId || null,
    mTy: item.mTy,
    msg: item.msg,
    video: item.video,
    media: item.media,
    thumbnail_image: '',
    headerText: '',
    buttonType: 0,
    buttonText: '',
    buttonId: '',
    is_ctabtn: 2,
    access: 1,
    createdAt: item.sentAt,
    status: item.status === 'failed' ? 'failed' : 'pending',
    error: item.error,
  };
}

const messageKeyOf = (message: ChatMessage) => message.key;
const estimate = (message: ChatMessage) => estimateMessageHeight(message);

/**
 * A conversation: one-to-one at /home/message?{base64 user id} and /home/messenger?rec={id},
 * a group at /home/groupmessenger/{groupId}. History pages upward; what is sent shows at once
 * as pending and is confirmed by the server.
 */
export default function MessengerPage() {
  useState(() => markStart('chat-conversation'));
  const location = useLocation();
  const params = useParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const profile = useAppSelector(selectProfile);
  const staff = profile.is_staff === 1;
  const me = useMemo<ChatPerson>(
    () => ({
      user_id: profile.user_id,
      first_name: profile.first_name,
      last_name: profile.last_name,
      image: profile.img,
      is_staff: profile.is_staff ? 1 : 0,
    }),
    [profile.user_id, profile.first_name, profile.last_name, profile.img, profile.is_staff],
  );

  const target = useMemo(
    () => conversationTarget(location.pathname, location.search, params.groupId),
    [location.pathname, location.search, params.groupId],
  );
  const key = targetKey(target);
  // History paged upward: the oldest message loaded when the top was reached, for this target.
  const [older, setOlder] = useState({ key: '', before: '' });
  const before = older.key === key && older.before ? older.before : undefined;
  const query = useChatConversationQuery(
    target.kind === 'invalid' ? skipToken : { target, ...(before ? { before } : {}) },
    { refetchOnMountOrArgChange: true },
  );
  const conversation = query.currentData;
  const chId = conversation?.chId ?? '';
  const loadingOlder = Boolean(before && conversation && query.isFetching);
  const olderFailed = Boolean(before && conversation && query.isError);
  const [markRead] = useMarkChatReadMutation();
  const [setBlocked] = useSetChatBlockedMutation();
  const [addGroupMember] = useAddGroupMemberMutation();
  const filesInFlight = useRef<FilesInFlight>(new Map());
  const allPending = useAppSelector((state) => selectChat(state).pending);
  const announcement = useAnnouncement();

  const listRef = useRef<VirtualListHandle>(null);
  const composerRef = useRef<ComposerHandle>(null);
  const [video, setVideo] = useState<{ src: string; title: string } | null>(null);
  const [flagOpen, setFlagOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);

  // Messages waiting in the outbox (a reload) show again as pending.
  useEffect(() => {
    dispatch(syncChatOwner());
  }, [dispatch]);

  // Read state: opening the chat (and coming back to the tab) reads it.
  useEffect(() => {
    if (!chId) return;
    dispatch(conversationOpened(chId));
    void markRead(chId);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void markRead(chId);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      dispatch(conversationOpened(null));
    };
  }, [dispatch, chId, markRead]);

  const pending = useMemo(
    () =>
      allPending.filter(
        (item) =>
          (chId && item.chId === chId) ||
          (target.kind === 'direct' && item.receiverId === target.userId) ||
          (target.kind === 'group' && item.gId === target.groupId),
      ),
    [allPending, chId, target],
  );
  const items = useMemo(() => {
    const confirmed = conversation?.messages ?? [];
    if (!pending.length) return confirmed;
    const known = new Set(confirmed.map((message) => message.key));
    return confirmed.concat(
      pending
        .filter((item) => !known.has(`c:${item.cid}`))
        .map((item) => pendingAsMessage(item, me)),
    );
  }, [conversation?.messages, pending, me]);

  const info = conversation?.info;
  const group = info?.chat_type === 2 || target.kind === 'group';
  const counterpart = info?.data ?? null;
  const title = group
    ? info?.group_data?.name || 'Group chat'
    : personName(counterpart) || 'Conversation';
  const blockedByMe = Boolean(info?.isBlockedUser && info.blockedBy === profile.user_id);
  const blockedByThem = Boolean(info?.isBlockedUser && info.blockedBy !== profile.user_id);
  const canBlock = !group && counterpart && counterpart.is_staff === 0 && info;
  const notMember = info?.isMember === 0;
  const address = useMemo(
    () => ({
      chId,
      receiverId: target.kind === 'direct' ? target.userId : '',
      gId: target.kind === 'group' ? target.groupId : '',
    }),
    [chId, target],
  );

  useEffect(() => {
    document.title = `${title} | Chats | RWL`;
  }, [title]);

  const promptUpgrade = useCallback(() => {
    void popups
      .show({
        title: 'Upgrade to unlock',
        message: 'This is part of a higher membership. Upgrade your plan to open it.',
        buttons: [
          { label: 'Not now', value: 'cancel', variant: 'secondary' },
          { label: 'Upgrade', value: 'upgrade', variant: 'primary' },
        ],
      })
      .then((value) => {
        if (value === 'upgrade') navigate(upgradePath(location.pathname + location.search));
      });
  }, [navigate, location.pathname, location.search]);

  const actions = useMemo<MessageActions>(
    () => ({
      onCta: (message: ChatMessage, cta: Cta) => {
        if (cta.locked) {
          promptUpgrade();
          return;
        }
        const action = cta.action;
        if (!action) return;
        if (action.kind === 'video')
          setVideo({ src: action.src, title: message.headerText || 'Video' });
        else if (action.kind === 'recipe' || action.kind === 'folder') navigate(action.path);
        else if (action.kind === 'quiz') quizQueue.enqueue(action.quizId);
        else if (action.kind === 'respond') composerRef.current?.focus();
        else if (action.kind === 'link') window.open(action.href, '_blank', 'noopener,noreferrer');
      },
      onLocked: promptUpgrade,
      onPlayVideo: (src, videoTitle) => setVideo({ src, title: videoTitle }),
      onRetry: (cid) => dispatch(retryMessage(cid, filesInFlight.current)),
      onDiscard: (cid) => dispatch(discardMessage(cid, filesInFlight.current)),
      now,
    }),
    [dispatch, navigate, promptUpgrade, now],
  );

  const onSend = useCallback(
    (text: string) => {
      const sent = dispatch(sendTextMessage(address, text));
      if (sent) requestAnimationFrame(() => listRef.current?.scrollToBottom());
      return sent;
    },
    [dispatch, address],
  );
  const onFile = useCallback(
    (file: File) => {
      const result = dispatch(sendMediaMessage(address, file, filesInFlight.current));
      if (result.ok) requestAnimationFrame(() => listRef.current?.scrollToBottom());
      return result.ok ? null : (result.error ?? null);
    },
    [dispatch, address],
  );

  const oldestId = conversation?.messages[0]?._id ?? '';
  const { refetch } = query;
  // The conversation opens at its end: history above is asked for only once the list has been
  // there (before, its top is in view for a moment and would ask for page after page).
  const openedAtEnd = useRef('');
  const onScrollChange = useCallback(
    (_offset: number, atBottom: boolean) => {
      if (atBottom) openedAtEnd.current = chId;
    },
    [chId],
  );
  const onOlder = useCallback(() => {
    if (!oldestId || loadingOlder || openedAtEnd.current !== chId) return;
    // The page before this one is asked for once; asked again only to try again after an error.
    if (oldestId !== before) setOlder({ key, before: oldestId });
    else if (olderFailed) void refetch();
  }, [oldestId, loadingOlder, olderFailed, before, key, refetch, chId]);
  const onFirstRows = useCallback(() => markFirstRows('chat-conversation'), []);
  const renderMessage = useCallback(
    (message: ChatMessage) => (
      <MessageItem
        message={message}
        mine={message.status !== 'sent' || message.senderId === profile.user_id}
        showSender={group}
      />
    ),
    [profile.user_id, group],
  );

  const toggleBlock = async () => {
    if (!counterpart || !chId) return;
    const name = personName(counterpart);
    const block = !blockedByMe;
    const confirmed = await popups.confirm(
      block
        ? `${name} will not be able to message you, and you will not be able to message them, until you unblock them.`
        : `You and ${name} will be able to message each other again.`,
      block ? `Block ${name}?` : `Unblock ${name}?`,
      block ? 'Block' : 'Unblock',
    );
    if (!confirmed) return;
    setBusy(true);
    const result = await setBlocked({ chId, userId: counterpart.user_id, block });
    setBusy(false);
    if (result.error) void popups.alert(failureMessage(result.error));
  };

  const joinGroup = async () => {
    if (target.kind !== 'group') return;
    setBusy(true);
    try {
      await addGroupMember({
        gId: target.groupId,
        isLink: true,
        invite: groupInvite(location.search),
      }).unwrap();
      await query.refetch();
    } catch (error) {
      void popups.alert(failureMessage(error));
    } finally {
      setBusy(false);
    }
  };

  if (target.kind === 'invalid') {
    return (
      <div className="page">
        <ErrorState message={CHAT_NOT_FOUND} />
        <p>
          <Link to="/home/chatlist">Back to your chats</Link>
        </p>
      </div>
    );
  }

  const failed = !conversation && query.isError;
  const loading = !conversation && !failed;
  const flag = info?.user_message_type ?? 1;

  return (
    <MessageActionsContext.Provider value={actions}>
      <section className="messenger" aria-labelledby="messenger-title">
        <header className="messenger__header">
          <Link className="icon-button" to="/home/chatlist" aria-label="Back to chats">
            <span aria-hidden="true">←</span>
          </Link>
          <Avatar
            name={title}
            src={(group ? info?.group_data?.profileUrl : counterpart?.image) || undefined}
            size={40}
            staff={!group && counterpart?.is_staff === 1}
          />
          <div className="messenger__who">
            <h1 id="messenger-title" className="messenger__title">
              {/* The person's name opens their profile, as it does everywhere in the product. */}
              {!group && counterpart?.user_id ? (
                <Link to={profilePath(counterpart.user_id)}>{title}</Link>
              ) : (
                title
              )}
            </h1>
            <p className="messenger__sub">
              {group
                ? info?.group_data
                  ? `${info.group_data.members_count} members`
                  : 'Group chat'
                : counterpart?.is_staff
                  ? 'RWL Team'
                  : info?.isBlockedUser
                    ? 'Blocked'
                    : 'Member'}
              {staff && flag > 1 ? ` · ${flagLabel(flag)}` : ''}
            </p>
          </div>
          <div className="messenger__actions">
            {staff && chId && info?.isMember !== 0 ? (
              <button
                type="button"
                className="button button--secondary"
                aria-label={`Flag chat with ${title}`}
                onClick={() => setFlagOpen(true)}
              >
                {flag > 1 ? flagLabel(flag) : 'Flag'}
              </button>
            ) : null}
            {staff && group && info?.group_data ? (
              <Link
                className="button button--secondary"
                to={`/home/create/${encodeURIComponent(info.group_data._id)}`}
              >
                Group settings
              </Link>
            ) : null}
            {canBlock && !blockedByThem ? (
              <button
                type="button"
                className="button button--secondary"
                disabled={busy}
                aria-label={`${blockedByMe ? 'Unblock' : 'Block'} ${personName(counterpart)}`}
                onClick={() => void toggleBlock()}
              >
                {blockedByMe ? 'Unblock' : 'Block'}
              </button>
            ) : null}
          </div>
        </header>

        <div className="messenger__body">
          {loadingOlder ? (
            <p className="messenger__older" role="status">
              Loading earlier messages…
            </p>
          ) : olderFailed ? (
            <p className="messenger__older" role="alert">
              Earlier messages could not be loaded.{' '}
              <button type="button" className="link-button" onClick={onOlder}>
                Try again
              </button>
            </p>
          ) : null}
          {failed ? (
            <ErrorState
              message={failureMessage(query.error, 'This conversation could not be loaded.')}
              onRetry={() => void query.refetch()}
            />
          ) : loading && !items.length ? (
            <Spinner label="Loading messages" />
          ) : notMember ? (
            <p className="messenger__empty">You are not a member of this group chat yet.</p>
          ) : !items.length ? (
            <p className="messenger__empty">No messages yet. Say hello!</p>
          ) : (
            <VirtualList
              key={chId || key}
              ref={listRef}
              items={items}
              itemKey={messageKeyOf}
              estimateSize={estimate}
              renderItem={renderMessage}
              anchor="bottom"
              overscan={600}
              sizeCache={chId ? sizeCacheFor(chId) : undefined}
              onStartReached={conversation?.hasMore ? onOlder : undefined}
              onScrollChange={onScrollChange}
              onFirstRows={onFirstRows}
              className="messenger__scroller"
              listLabel={`Messages with ${title}`}
              scrollerLabel="Conversation"
            />
          )}
        </div>

        <p className="visually-hidden" aria-live="polite">
          {announcement}
        </p>

        {notMember ? (
          <div className="messenger__notice">
            <span>Join this group chat to read and send messages.</span>
            <button
              type="button"
              className="button button--primary"
              disabled={busy}
              onClick={() => void joinGroup()}
            >
              Join group
            </button>
          </div>
        ) : blockedByMe ? (
          <div className="messenger__notice" role="status">
            <span>You blocked {personName(counterpart)}. Unblock them to send a message.</span>
          </div>
        ) : blockedByThem ? (
          <div className="messenger__notice" role="status">
            <span>You can't reply to this conversation.</span>
          </div>
        ) : failed && !pending.length ? null : (
          <Composer
            key={key}
            ref={composerRef}
            initialText={textDrafts.get(`chat:${key}`)}
            onTextChange={(text) => textDrafts.set(`chat:${key}`, text)}
            onSend={onSend}
            onFile={onFile}
          />
        )}
      </section>

      {video ? (
        <Dialog title={video.title} onClose={() => setVideo(null)} size="large">
          <div className="video-dialog">
            <video controls autoPlay src={video.src}>
              <track kind="captions" />
            </video>
          </div>
        </Dialog>
      ) : null}
      {flagOpen && chId ? (
        <FlagDialog chId={chId} title={title} current={flag} onClose={() => setFlagOpen(false)} />
      ) : null}
    </MessageActionsContext.Provider>
  );
}
