import { useEffect, useId, useState } from 'react';
import { MAX_LENGTH } from '@/lib/validation';
import { Link } from 'react-router-dom';
import { SafeImage } from '@/ui/SafeImage';
import { Spinner } from '@/ui/Spinner';
import { EmptyState } from '@/ui/EmptyState';
import { ErrorState } from '@/ui/ErrorState';
import { BUTTON_SEARCH_TABS, type ButtonSearchType } from '../model';
import { useSearchByButtonQuery } from '../chatApi';
import { errorText } from '../api';
import { useSettledText } from '../components/useSettledText';
import '../chat.css';

function contentPath(type: ButtonSearchType, id: string): string {
  if (type === 'recipes') return `/home/recipes/${encodeURIComponent(id)}`;
  if (type === 'resources') return `/home/folder/${encodeURIComponent(id)}`;
  return `/home/videocontent/${encodeURIComponent(id)}`;
}

/** /home/searchbutton: search with tabs Workouts, Recipes, Resources. */
export default function SearchButtonPage() {
  const [type, setType] = useState<ButtonSearchType>('workouts');
  const [search, setSearch] = useState('');
  const asked = useSettledText(search, search ? 300 : 0);
  const found = useSearchByButtonQuery({ type, searchName: asked });
  const items = found.currentData ?? [];
  // Each new search shows loading at once.
  const state =
    found.currentData && !found.isFetching
      ? { status: 'ready' as const, error: undefined }
      : found.isError && !found.isFetching
        ? { status: 'error' as const, error: errorText(found.error) }
        : { status: 'loading' as const, error: undefined };
  const prefix = useId();

  useEffect(() => {
    document.title = 'Search | RWL';
  }, []);

  const label = BUTTON_SEARCH_TABS.find((entry) => entry.type === type)?.label ?? '';

  return (
    <div className="page chat-page">
      <h1>Search</h1>
      <div className="chat-toolbar">
        <div className="chat-search">
          <input
            maxLength={MAX_LENGTH.search}
            type="search"
            className="chat-search__input"
            aria-label={`Search ${label.toLowerCase()}`}
            placeholder={`Search ${label.toLowerCase()}`}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
      </div>
      <div className="chat-tabs" role="tablist" aria-label="What to search">
        {BUTTON_SEARCH_TABS.map((entry) => (
          <button
            key={entry.type}
            id={`${prefix}-${entry.type}`}
            type="button"
            role="tab"
            aria-selected={type === entry.type}
            aria-controls={`${prefix}-panel`}
            className={`chat-tabs__tab${type === entry.type ? ' chat-tabs__tab--selected' : ''}`}
            onClick={() => setType(entry.type)}
          >
            {entry.label}
          </button>
        ))}
      </div>
      <div id={`${prefix}-panel`} role="tabpanel" aria-labelledby={`${prefix}-${type}`}>
        {state.status === 'loading' ? (
          <Spinner label={`Searching ${label.toLowerCase()}`} />
        ) : state.status === 'error' ? (
          <ErrorState
            message={state.error ?? 'Something went wrong'}
            onRetry={() => void found.refetch()}
          />
        ) : !items.length ? (
          <EmptyState title={`No ${label.toLowerCase()} found.`} />
        ) : (
          <ul className="people-list">
            {items.map((item) => (
              <li key={item.id} className="people-list__item">
                <Link to={contentPath(type, item.id)}>
                  <SafeImage
                    className="result-thumb"
                    src={item.image || undefined}
                    alt=""
                    width={56}
                    height={56}
                    loading="lazy"
                  />
                  <span>
                    {item.title}
                    <span className="people-list__meta">{item.meta}</span>
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
