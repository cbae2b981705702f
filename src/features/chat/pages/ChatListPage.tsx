import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectIsStaff, selectProfile } from '@/features/user';
import { Spinner } from '@/ui/Spinner';
import { EmptyState } from '@/ui/EmptyState';
import { ErrorState } from '@/ui/ErrorState';
import { listScrollSaved, selectChat } from '../slice';
import { chooseFilter, chooseSearch, chooseTab, enterChatList } from '../service';
import { useChatListQuery } from '../chatApi';
import {
  chatTitle,
  CREATE_TITLE,
  EMPTY_CHATS_TITLE,
  filterLabel,
  normaliseSearch,
  SEND_A_MESSAGE_PATH,
  tabHasUnread,
  type ChatFilter,
  type ChatTab,
} from '../model';
import { VirtualList } from '../components/VirtualList';
import { ChatRow, CHAT_ROW_HEIGHT } from '../components/ChatRow';
import { ChatTabs } from '../components/ChatTabs';
import { FilterMenu } from '../components/FilterMenu';
import { FlagDialog } from '../components/FlagDialog';
import { markFirstRows, markStart } from '../perf';
import { useChatUnreadTotalsQuery } from '../totalsApi';
import '../chat.css';
import { failureMessage } from '@/lib/failureMessage';

const SEARCH_DELAY_MS = 400;
const chatKey = (id: string) => id;
const rowHeight = () => CHAT_ROW_HEIGHT;

/** The chat list (/home/chatlist, title Chats). */
export default function ChatListPage() {
  useState(() => markStart('chat-list'));
  const dispatch = useAppDispatch();
  const staff = useAppSelector(selectIsStaff);
  const profile = useAppSelector(selectProfile);
  const list = useAppSelector((state) => selectChat(state).list);
  // Members have no filter: their list is always the whole tab.
  const filter: ChatFilter = staff ? list.filter : 0;
  const listKey = `${list.tab}|${filter}|${list.search}`;
  // The page asked for: 1 (a fresh first page on top of what is cached) until the end is reached.
  const [more, setMore] = useState({ key: '', page: 1 });
  const page = more.key === listKey ? more.page : 1;
  const query = useChatListQuery(
    { tab: list.tab, filter, search: list.search, page },
    { refetchOnMountOrArgChange: true },
  );
  const loaded = query.currentData;
  const ids = loaded?.ids;
  const chats = loaded?.chats;
  const navigate = useNavigate();
  const [now, setNow] = useState(() => Date.now());
  // Fresh totals on every visit; the channel keeps them current while here.
  const { data: totals = null } = useChatUnreadTotalsQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const [draft, setDraft] = useState(list.search);
  const [flagFor, setFlagFor] = useState<string | null>(null);
  const flagItem = flagFor ? chats?.[flagFor] : undefined;
  const scrollTopRef = useRef(list.scrollTop);
  const idPrefix = useId();
  const panelId = `${idPrefix}-panel`;

  // Relative times move on every minute.
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    document.title = 'Chats | RWL';
    dispatch(enterChatList());
    return () => {
      dispatch(listScrollSaved(scrollTopRef.current));
    };
  }, [dispatch]);

  // Typing searches after a short pause; Enter searches at once; an empty box restores the list.
  useEffect(() => {
    const value = normaliseSearch(draft);
    if (value === list.search) return;
    if (!value) {
      dispatch(chooseSearch(''));
      return;
    }
    const timer = setTimeout(() => dispatch(chooseSearch(value)), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // list.search is read, not followed: a tab switch clears the box itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draft, dispatch]);

  const onTab = (tab: ChatTab) => {
    if (tab === list.tab) return;
    setDraft('');
    scrollTopRef.current = 0;
    dispatch(chooseTab(tab));
  };
  const onFilter = (filter: ChatFilter) => {
    scrollTopRef.current = 0;
    dispatch(chooseFilter(filter));
  };
  const nextPage = loaded ? loaded.page + 1 : 1;
  const { isError: moreFailed, refetch } = query;
  const onEnd = useCallback(() => {
    if (moreFailed) void refetch();
    else setMore({ key: listKey, page: nextPage });
  }, [listKey, nextPage, moreFailed, refetch]);
  const onScroll = useCallback((top: number) => {
    scrollTopRef.current = top;
  }, []);
  const onFirstRows = useCallback(() => markFirstRows('chat-list'), []);
  const openFlag = useCallback((chId: string) => setFlagFor(chId), []);
  const open = useCallback((path: string) => navigate(path), [navigate]);
  const renderRow = useCallback(
    (chId: string) => {
      const item = chats?.[chId];
      return item ? (
        <ChatRow
          item={item}
          staff={staff}
          viewerId={profile.user_id}
          now={now}
          onFlag={openFlag}
          onOpen={open}
        />
      ) : null;
    },
    [chats, staff, profile.user_id, now, openFlag, open],
  );

  const unread = {
    1: tabHasUnread(totals, 1),
    2: tabHasUnread(totals, 2),
    3: tabHasUnread(totals, 3),
  };
  const searching = Boolean(list.search);

  let body;
  if (!ids && query.isError) {
    body = (
      <ErrorState
        message={failureMessage(query.error, 'We could not load your chats.')}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (!ids) {
    body = <Spinner label="Loading chats" />;
  } else if (!ids.length) {
    if (searching) {
      body = (
        <EmptyState title={`No chats match “${list.search}”`}>
          <p>Check the spelling, or clear the search to see all your chats.</p>
        </EmptyState>
      );
    } else if (filter) {
      body = (
        <EmptyState title={`No ${filterLabel(filter).toLowerCase()} chats`}>
          <button type="button" className="button button--secondary" onClick={() => onFilter(0)}>
            Reset
          </button>
        </EmptyState>
      );
    } else {
      body = (
        <EmptyState title={EMPTY_CHATS_TITLE}>
          <Link className="button button--primary" to={SEND_A_MESSAGE_PATH}>
            Send a message
          </Link>
        </EmptyState>
      );
    }
  } else {
    body = (
      <VirtualList
        key={listKey}
        items={ids}
        itemKey={chatKey}
        estimateSize={rowHeight}
        fixedSize
        renderItem={renderRow}
        overscan={CHAT_ROW_HEIGHT * 4}
        initialScrollTop={list.scrollTop}
        onEndReached={loaded?.hasNextPage ? onEnd : undefined}
        onScrollChange={onScroll}
        onFirstRows={onFirstRows}
        className="chat-list__scroller"
        listLabel={searching ? `Chats matching ${list.search}` : 'Chats'}
      />
    );
  }

  return (
    <div className="page chat-page">
      <div className="chat-page__head">
        <h1 className="chat-page__title">Chats</h1>
        <div className="chat-page__actions">
          {staff ? (
            <Link className="button button--secondary chat-page__create" to="/home/create?group">
              {CREATE_TITLE}
            </Link>
          ) : null}
          <Link className="button button--primary" to="/home/new">
            New message
          </Link>
        </div>
      </div>

      <div className="chat-toolbar">
        <form
          className="chat-search"
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            dispatch(chooseSearch(normaliseSearch(draft)));
          }}
        >
          <svg
            className="chat-search__icon"
            aria-hidden="true"
            width="18"
            height="18"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <circle cx="11" cy="11" r="7" />
            <path d="m20 20-3.5-3.5" />
          </svg>
          <input
            type="search"
            className="chat-search__input"
            placeholder="Search messages"
            aria-label="Search messages"
            value={draft}
            maxLength={100}
            onChange={(event) => setDraft(event.target.value)}
          />
          {draft ? (
            <button
              type="button"
              className="chat-search__clear"
              aria-label="Clear search"
              onClick={() => setDraft('')}
            >
              <svg
                aria-hidden="true"
                width="16"
                height="16"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.5"
              >
                <path d="M6 6l12 12M18 6 6 18" />
              </svg>
            </button>
          ) : null}
        </form>
        {staff ? <FilterMenu value={list.filter} onChange={onFilter} /> : null}
      </div>

      <ChatTabs
        value={list.tab}
        unread={unread}
        panelId={panelId}
        idPrefix={idPrefix}
        onChange={onTab}
      />

      <div
        id={panelId}
        role="tabpanel"
        aria-labelledby={`${idPrefix}-${list.tab}`}
        className="chat-list"
      >
        {staff && filter ? (
          <p className="chat-list__filter" role="status">
            Showing {filterLabel(filter).toLowerCase()} chats.{' '}
            <button type="button" className="link-button" onClick={() => onFilter(0)}>
              Reset
            </button>
          </p>
        ) : null}
        {body}
        {ids && query.isFetching && page > 1 && page > (loaded?.page ?? 0) ? (
          <p className="chat-list__more" role="status">
            Loading more chats…
          </p>
        ) : null}
      </div>

      {flagFor && flagItem ? (
        <FlagDialog
          chId={flagFor}
          title={chatTitle(flagItem)}
          current={flagItem.user_message_type}
          onClose={() => setFlagFor(null)}
        />
      ) : null}
    </div>
  );
}
