import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { selectIsStaff } from '@/features/user';
import { Avatar } from '@/ui/Avatar';
import { CREATE_TITLE, personName } from '../model';
import { useMessageListInfiniteQuery } from '../chatApi';
import { useSettledText } from '../components/useSettledText';
import { SearchTabs, type SearchTab } from '../components/SearchTabs';
import { ResultStates, type ResultsStatus } from '../components/ResultStates';
import '../chat.css';
import { failureMessage } from '@/lib/failureMessage';

const TABS: SearchTab<0 | 1>[] = [
  { value: 0, label: 'All' },
  { value: 1, label: 'People you follow' },
];

/** /home/new: the message list with tabs All and People you follow (spec 1 §4 messenger tab). */
export default function NewMessagePage() {
  const staff = useAppSelector(selectIsStaff);
  const [tab, setTab] = useState<0 | 1>(0);
  const [search, setSearch] = useState('');
  const asked = useSettledText(search, search ? 300 : 0);
  // Who the member follows changes on other screens (the friends screen, a profile): their
  // follow calls invalidate the list's 'People' tag, so it is asked again then, not on each visit.
  const list = useMessageListInfiniteQuery({ tab, searchName: asked });
  const people = useMemo(
    () => list.currentData?.pages.flatMap((page) => page.people) ?? [],
    [list.currentData],
  );
  const hasNext = list.hasNextPage;
  // A new tab, search or retry shows loading at once; later pages add to the list.
  const status: ResultsStatus = list.currentData
    ? 'ready'
    : list.isError && !list.isFetching
      ? 'error'
      : 'loading';

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
      <SearchTabs
        searchLabel="Search people"
        search={search}
        onSearch={setSearch}
        tabsLabel="People"
        tabs={TABS}
        selected={tab}
        onSelect={setTab}
      >
        <ResultStates
          status={status}
          error={failureMessage(list.error)}
          onRetry={() => void list.refetch()}
          loadingLabel="Loading people"
          empty={!people.length}
          emptyTitle={tab === 1 ? 'You are not following anyone yet.' : 'No one found.'}
        >
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
        </ResultStates>
      </SearchTabs>
    </div>
  );
}
