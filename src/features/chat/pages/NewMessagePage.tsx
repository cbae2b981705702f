import { useEffect, useId, useState } from 'react';
import { MAX_LENGTH } from '@/lib/validation';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectIsStaff } from '@/features/user';
import { Avatar } from '@/ui/Avatar';
import { Spinner } from '@/ui/Spinner';
import { EmptyState } from '@/ui/EmptyState';
import { ErrorState } from '@/ui/ErrorState';
import { CREATE_TITLE, personName, type PickerPerson } from '../model';
import { messageList, startChatRealtime } from '../service';
import { errorMessage } from '../api';
import '../chat.css';

const TABS: { value: 0 | 1; label: string }[] = [
  { value: 0, label: 'All' },
  { value: 1, label: 'People you follow' },
];

/** /home/new: the message list with tabs All and People you follow (spec 1 §4 messenger tab). */
export default function NewMessagePage() {
  const dispatch = useAppDispatch();
  const staff = useAppSelector(selectIsStaff);
  const [tab, setTab] = useState<0 | 1>(0);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [people, setPeople] = useState<PickerPerson[]>([]);
  const [hasNext, setHasNext] = useState(false);
  // The reply's state belongs to one request (its key): a new request shows loading at once.
  const [reply, setReply] = useState<{
    key: string;
    status: 'loading' | 'ready' | 'error';
    error?: string;
  }>({ key: '', status: 'loading' });
  const [reload, setReload] = useState(0);
  const prefix = useId();

  useEffect(() => {
    document.title = 'New message | RWL';
    dispatch(startChatRealtime());
  }, [dispatch]);

  // Later pages add to the list: only a new tab, search or retry starts it loading again.
  const requestKey = `${tab}|${search}|${reload}`;
  const state = reply.key === requestKey ? reply : { status: 'loading' as const, error: undefined };

  useEffect(() => {
    let cancelled = false;
    const timer = setTimeout(
      () => {
        messageList(tab, search, page)
          .then((found) => {
            if (cancelled) return;
            setPeople((previous) => (page === 1 ? found.data : previous.concat(found.data)));
            setHasNext(found.hasNextPage);
            setReply({ key: requestKey, status: 'ready' });
          })
          .catch((caught: unknown) => {
            if (!cancelled)
              setReply({ key: requestKey, status: 'error', error: errorMessage(caught) });
          });
      },
      search && page === 1 ? 300 : 0,
    );
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [tab, search, page, reload, requestKey]);

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
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
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
              setPage(1);
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
            onRetry={() => setReload((value) => value + 1)}
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
                onClick={() => setPage((value) => value + 1)}
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
