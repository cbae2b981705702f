import { useEffect, useId, useMemo, useState } from 'react';
import { MAX_LENGTH } from '@/lib/validation';
import { Link } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { selectIsStaff } from '@/features/user';
import { Avatar } from '@/ui/Avatar';
import { Spinner } from '@/ui/Spinner';
import { EmptyState } from '@/ui/EmptyState';
import { ErrorState } from '@/ui/ErrorState';
import { CREATE_TITLE, personName } from '../model';
import { useMessageListInfiniteQuery } from '../chatApi';
import { errorText } from '../api';
import { useSettledText } from '../components/useSettledText';
import '../chat.css';

const TABS: { value: 0 | 1; label: string }[] = [
  { value: 0, label: 'All' },
  { value: 1, label: 'People you follow' },
];

/** /home/new: the message list with tabs All and People you follow (spec 1 §4 messenger tab). */
export default function NewMessagePage() {
  const staff = useAppSelector(selectIsStaff);
  const [tab, setTab] = useState<0 | 1>(0);
  const [search, setSearch] = useState('');
  const asked = useSettledText(search, search ? 300 : 0);
  // Asked again each time the page opens: who the member follows changes on other screens (the
  // friends screen, a profile), and a list kept from a moment ago would show the old people.
  const list = useMessageListInfiniteQuery(
    { tab, searchName: asked },
    { refetchOnMountOrArgChange: true },
  );
  const people = useMemo(
    () => list.currentData?.pages.flatMap((page) => page.people) ?? [],
    [list.currentData],
  );
  const hasNext = list.hasNextPage;
  // A new tab, search or retry shows loading at once; later pages add to the list.
  const state = list.currentData
    ? { status: 'ready' as const, error: undefined }
    : list.isError && !list.isFetching
      ? { status: 'error' as const, error: errorText(list.error) }
      : { status: 'loading' as const, error: undefined };
  const prefix = useId();

  useEffect(() => {
    document.title = 'New message | RWL';
  }, []);

  return (
    <div className="page chat-page">
      <div className="chat-page__head">
        <h1 className="chat-page__title">New message</h1>
        {staff ? (
          <Link className="button button--secondary chat-page__create" to="/home/create?group">
            {CREATE_TITLE}
          </Link>
        ) : null}
      </div>
      <div className="chat-toolbar">
        <div className="chat-search">
          <input
            maxLength={MAX_LENGTH.search}
            type="search"
            className="chat-search__input"
            aria-label="Search people"
            placeholder="Search people"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
      </div>
      <div className="chat-tabs" role="tablist" aria-label="People">
        {TABS.map((entry) => (
          <button
            key={entry.value}
            id={`${prefix}-${entry.value}`}
            type="button"
            role="tab"
            aria-selected={tab === entry.value}
            aria-controls={`${prefix}-panel`}
            className={`chat-tabs__tab${tab === entry.value ? ' chat-tabs__tab--selected' : ''}`}
            onClick={() => {
              if (tab === entry.value) return;
              setTab(entry.value);
            }}
          >
            {entry.label}
          </button>
        ))}
      </div>
      <div id={`${prefix}-panel`} role="tabpanel" aria-labelledby={`${prefix}-${tab}`}>
        {state.status === 'loading' ? (
          <Spinner label="Loading people" />
        ) : state.status === 'error' ? (
          <ErrorState
            message={state.error ?? 'Something went wrong'}
            onRetry={() => void list.refetch()}
          />
        ) : !people.length ? (
          <EmptyState title={tab === 1 ? 'You are not following anyone yet.' : 'No one found.'} />
        ) : (
          <>
            <ul className="people-list">
              {people.map((person) => {
                const name = personName(person);
                return (
                  <li key={person.user_id} className="people-list__item">
                    <Link to={`/home/messenger?rec=${encodeURIComponent(person.user_id)}`}>
                      <Avatar
                        name={name}
                        src={person.image || undefined}
                        size={44}
                        staff={person.is_staff === 1}
                      />
                      <span>
                        {name}
                        <span className="people-list__meta">
                          {person.is_staff
                            ? 'RWL Team'
                            : person.isFollowing
                              ? 'You follow them'
                              : 'Member'}
                        </span>
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
            {hasNext ? (
              <button
                type="button"
                className="button button--secondary"
                disabled={list.isFetchingNextPage}
                onClick={() => void list.fetchNextPage()}
              >
                Show more
              </button>
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}
