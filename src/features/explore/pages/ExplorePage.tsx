import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { MAX_LENGTH } from '@/lib/validation';
import { Link } from 'react-router-dom';
import { useAddressParams } from '@/lib/useAddressParams';
import { SafeImage } from '@/ui/SafeImage';
import { Spinner } from '@/ui/Spinner';
import { ErrorState } from '@/ui/ErrorState';
import { EmptyState } from '@/ui/EmptyState';
import { useAppliedFilters } from '@/features/filters';
import { useExploreSearchQuery } from '../api';
import { EXPLORE_TABS, exploreItemRoute, type ExploreKind } from '../model';
import '../explore.css';
import { failureMessage } from '@/lib/failureMessage';

/** The tab named in the address, Workouts when it names none (or one that does not exist). */
function readTab(value: string | null): ExploreKind {
  return EXPLORE_TABS.find((entry) => entry.kind === value)?.kind ?? 'workout';
}

/** The explore screen: search workouts, recipes and resources (tabs). */
export default function ExplorePage() {
  // The search and the tab live in the address, so Back from a result and a reload return to them.
  const [params, changeParams] = useAddressParams();
  const clicked = params.get('clicked') === '1' || params.get('clicked') === 'true';
  const tab = readTab(params.get('tab'));
  const deferred = (params.get('q') ?? '').trim().slice(0, MAX_LENGTH.search);
  const [keyword, setKeyword] = useState(deferred);
  // The field follows the address (the Explore link opens this page without a search).
  const [shownQuery, setShownQuery] = useState(deferred);
  if (shownQuery !== deferred) {
    setShownQuery(deferred);
    setKeyword(deferred);
  }
  const show = useCallback(
    (next: { q?: string; tab?: ExploreKind }) =>
      changeParams({
        ...(next.q === undefined ? {} : { q: next.q }),
        ...(next.tab === undefined ? {} : { tab: next.tab === 'workout' ? null : next.tab }),
      }),
    [changeParams],
  );
  const applied = useAppliedFilters();
  const tags = tab === 'workout' ? applied : [];
  const { data, isFetching, error, refetch } = useExploreSearchQuery({
    keyword: deferred,
    type: tab,
    tags,
  });
  const input = useRef<HTMLInputElement>(null);
  const searchId = useId();

  useEffect(() => {
    if (clicked) input.current?.focus();
  }, [clicked]);

  // Search once typing pauses.
  useEffect(() => {
    const next = keyword.trim();
    if (next === deferred) return;
    const timer = window.setTimeout(() => show({ q: next }), 250);
    return () => window.clearTimeout(timer);
  }, [keyword, deferred, show]);

  return (
    <div className="page explore">
      <h1>Explore</h1>
      <div className="field explore__search" role="search">
        <label htmlFor={searchId}>Search</label>
        <input
          maxLength={MAX_LENGTH.search}
          ref={input}
          id={searchId}
          type="search"
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
        />
      </div>
      <div role="tablist" aria-label="Search in" className="explore__tabs">
        {EXPLORE_TABS.map((entry) => (
          <button
            key={entry.kind}
            type="button"
            role="tab"
            aria-selected={tab === entry.kind}
            className={`explore__tab${tab === entry.kind ? ' explore__tab--active' : ''}`}
            onClick={() => show({ tab: entry.kind })}
          >
            {entry.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        aria-label={EXPLORE_TABS.find((entry) => entry.kind === tab)?.label}
        aria-busy={isFetching}
      >
        {error ? (
          <ErrorState message={failureMessage(error)} onRetry={() => void refetch()} />
        ) : !data ? (
          <Spinner label="Searching" />
        ) : data.length === 0 ? (
          <EmptyState title="No results found">
            <p className="hint">Try another word{tags.length ? ' or clear the filters' : ''}.</p>
          </EmptyState>
        ) : (
          <ul className="explore__results">
            {data.map((item) => (
              <li key={`${item.kind}-${item.id}`} className="explore__result">
                <Link to={exploreItemRoute(item)} className="explore__link">
                  <SafeImage
                    src={item.image || undefined}
                    alt=""
                    width={96}
                    height={72}
                    className="explore__image"
                  />
                  <span>
                    <strong>{item.title}</strong>
                    <span className="explore__desc">{item.description}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
