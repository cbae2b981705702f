import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  useFollowersQuery,
  useFriendCounterQuery,
  useFollowingQuery,
  useFriendsQuery,
  usePendingRequestsQuery,
  useSearchPeopleQuery,
  useSentRequestsQuery,
  useSuggestionsQuery,
} from '../api';
import { FRIENDS_NEAR_ME_PATH, readSearch, SEARCH_MAX_LENGTH } from '../model';
import { FriendCounters } from '../components/FriendCounters';
import { PeopleSection } from '../components/PeopleSection';
import { Spinner } from '@/ui/Spinner';
import '../friends.css';

/**
 * True once the counters, the search asked for in the address and every list of the page have
 * answered (or failed). Shown as each answered, what came in pushed what was below it down the
 * page, under the member's tap on Accept or Add. Once true it stays true: a later search or a
 * list tried again shows its own loading in its place, never the whole page's.
 */
function usePageAnswered(term: string | null): boolean {
  const [answered, setAnswered] = useState(false);
  const parts = [
    useFriendCounterQuery(),
    useSearchPeopleQuery(term ?? '', { skip: !term }),
    usePendingRequestsQuery(),
    useSuggestionsQuery(),
    useSentRequestsQuery(),
    useFriendsQuery(),
    useFollowingQuery(),
    useFollowersQuery(),
  ];
  const answeredNow = parts.every((part) => !part.isLoading);
  if (answeredNow && !answered) setAnswered(true);
  return answered || answeredNow;
}

/**
 * /home/friends/suggestion: the counters (each a link to its list), search by name, received
 * requests to accept or decline, suggestions, sent requests to cancel, the member's friends, the
 * people they follow and those who follow them. The search is kept in the address (?q=) so a
 * reload keeps it. The page appears whole, once everything on it has answered.
 */
export default function FriendsPage() {
  const [params, setParams] = useSearchParams();
  const term = readSearch(params.get('q') ?? '');
  const answered = usePageAnswered(term);
  useEffect(() => {
    document.title = 'Friends | RWL';
  }, []);
  return (
    <div className="page page--narrow friends-page">
      <header className="friends-page__header">
        <h1>Friends</h1>
        {answered ? (
          <>
            <FriendCounters />
            <Link to={FRIENDS_NEAR_ME_PATH}>People near me</Link>
          </>
        ) : null}
      </header>
      {answered ? (
        <>
          <NameSearch
            initial={term ?? ''}
            onSearch={(value) => setParams(value ? { q: value } : {}, { replace: true })}
          />
          {term ? <SearchResults term={term} /> : null}
          <Requests />
          <Suggestions />
          <Sent />
          <Friends />
          <Following />
          <Followers />
        </>
      ) : (
        <Spinner label="Loading the friends page" />
      )}
    </div>
  );
}

function NameSearch({ initial, onSearch }: { initial: string; onSearch: (term: string) => void }) {
  const id = useId();
  const [draft, setDraft] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(readSearch(draft) ?? '');
  };
  return (
    <form className="search-form friends-search" role="search" onSubmit={submit}>
      <label htmlFor={id}>Search by name</label>
      <div className="search-form__row">
        <input
          id={id}
          type="search"
          maxLength={SEARCH_MAX_LENGTH}
          value={draft}
          autoComplete="off"
          onChange={(event) => {
            setDraft(event.target.value);
            if (!event.target.value.trim()) onSearch('');
          }}
        />
        <button className="button" type="submit">
          Search
        </button>
      </div>
    </form>
  );
}

function SearchResults({ term }: { term: string }) {
  const query = useSearchPeopleQuery(term);
  // This term's results only (currentData): never the previous search's people, while this one
  // runs or if it fails, which would show them as if they matched.
  const results = query.currentData;
  return (
    <PeopleSection
      id="search"
      title="Search results"
      query={{
        data: results,
        error: query.error,
        isLoading: !results && query.isFetching,
        refetch: query.refetch,
      }}
      empty={`No members match “${term}”.`}
    />
  );
}

function Requests() {
  return (
    <PeopleSection
      id="requests"
      leaves
      title="Friend requests"
      query={usePendingRequestsQuery()}
      empty="No friend requests right now."
      follow={false}
    />
  );
}

function Suggestions() {
  return (
    <PeopleSection
      id="suggestions"
      leaves
      title="Suggestions"
      query={useSuggestionsQuery()}
      empty="No suggestions right now. Try searching by name."
    />
  );
}

function Sent() {
  return (
    <PeopleSection
      id="sent"
      leaves
      title="Sent requests"
      query={useSentRequestsQuery()}
      empty="You have no requests waiting for an answer."
      follow={false}
    />
  );
}

function Friends() {
  return (
    <PeopleSection
      id="friends"
      leaves
      title="Your friends"
      query={useFriendsQuery()}
      empty="No friends yet. Add some from the suggestions."
    />
  );
}

function Following() {
  return (
    <PeopleSection
      id="following"
      leaves
      unfollow
      title="People you follow"
      query={useFollowingQuery()}
      empty={
        <>
          You are not following anyone yet. <a href="#suggestions">Find people to follow</a> in the
          suggestions.
        </>
      }
    />
  );
}

function Followers() {
  return (
    <PeopleSection
      id="followers"
      title="Your followers"
      query={useFollowersQuery()}
      empty="Nobody follows you yet."
    />
  );
}
