import { useEffect, useId, useState, type FormEvent } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { ErrorState } from '@/ui/ErrorState';
import { Spinner } from '@/ui/Spinner';
import { skipToken } from '@reduxjs/toolkit/query';
import { useSearchPostsQuery } from '../api';
import { failureMessage } from '@/lib/failureMessage';
import { readSearch, routeId, SEARCH_MAX_LENGTH } from '../model';
import { CommunityNav } from '../components/CommunityNav';
import { PostCard } from '../components/PostCard';
import { PostDeletion } from '../components/PostDeletion';
import { NotFound } from '../components/NotFound';
import '../community.css';

/** /home/community/{id}/search?q=: posts by @name or #hashtag. */
export default function SearchPage() {
  const communityId = routeId(useParams().communityId);
  useEffect(() => {
    document.title = 'Search the community | RWL';
  }, []);
  if (!communityId) return <NotFound what="community" />;
  return (
    <PostDeletion>
      <Search communityId={communityId} />
    </PostDeletion>
  );
}

function Search({ communityId }: { communityId: number }) {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const query = (params.get('q') ?? '').slice(0, SEARCH_MAX_LENGTH);
  const [input, setInput] = useState(query);
  const [error, setError] = useState('');
  // The field follows the address (a hashtag link opens this page with a new query).
  const [shownQuery, setShownQuery] = useState(query);
  if (shownQuery !== query) {
    setShownQuery(query);
    setInput(query);
  }
  const asked = readSearch(query);
  const search = asked ? `${asked.kind === 'hashtag' ? '#' : '@'}${asked.term}` : '';
  const result = useSearchPostsQuery(search ? { communityId, search } : skipToken);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!readSearch(input)) {
      setError('Please enter a @name or a #hashtag.');
      return;
    }
    setError('');
    setParams({ q: input.trim() });
  };

  return (
    <div className="page page--narrow community-page">
      <CommunityNav communityId={communityId} />
      <form role="search" className="community-search" onSubmit={submit} noValidate>
        <label htmlFor={id}>Search by @name or #hashtag</label>
        <div className="community-search__row">
          <input
            id={id}
            type="search"
            value={input}
            maxLength={SEARCH_MAX_LENGTH}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setInput(event.target.value)}
          />
          <button type="submit" className="button button--primary">
            Search
          </button>
        </div>
        {error ? (
          <p id={`${id}-error`} className="field__error" role="alert">
            {error}
          </p>
        ) : null}
      </form>
      {!search ? null : result.isFetching && !result.data ? (
        <Spinner label="Searching" />
      ) : result.error && !result.data ? (
        <ErrorState message={failureMessage(result.error)} onRetry={() => void result.refetch()} />
      ) : (
        <section aria-labelledby="results-title">
          <h2 id="results-title">
            {result.data?.length === 1 ? '1 post' : `${result.data?.length ?? 0} posts`} for{' '}
            {search}
          </h2>
          <ul className="post-list post-list--static">
            {result.data?.map((post) => (
              <li key={post.post_id}>
                <PostCard post={post} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
