import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  useFollowersQuery,
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
import '../friends.css';

/**
 * /home/friends/suggestion: the counters (each a link to its list), search by name, received
 * requests to accept or decline, suggestions, sent requests to cancel, the member's friends, the
 * people they follow and those who follow them. The search is kept in the address (?q=) so a
 * reload keeps it.
 */
export default function FriendsPage() {
  const [params, setParams] = useSearchParams();
  const term = readSearch(params.get('q') ?? '');
  useEffect(() => {
    document.title = 'Friends | RWL';
  }, []);
  return (
    <div className="page page--narrow friends-page">
      <header className="friends-page__header">
        <h1>Friends</h1>
        <FriendCounters />
        <Link to={FRIENDS_NEAR_ME_PATH}>People near me</Link>
      </header>
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
