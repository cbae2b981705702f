import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { SafeImage } from '@/ui/SafeImage';
import { BUTTON_SEARCH_TABS, type ButtonSearchType } from '../model';
import { useSearchByButtonQuery } from '../chatApi';
import { useSettledText } from '../components/useSettledText';
import { SearchTabs } from '../components/SearchTabs';
import { ResultStates, type ResultsStatus } from '../components/ResultStates';
import '../chat.css';
import { failureMessage } from '@/lib/failureMessage';

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
  const status: ResultsStatus =
    found.currentData && !found.isFetching
      ? 'ready'
      : found.isError && !found.isFetching
        ? 'error'
        : 'loading';

  useEffect(() => {
    document.title = 'Search | RWL';
  }, []);

  const label = (
    BUTTON_SEARCH_TABS.find((entry) => entry.value === type)?.label ?? ''
  ).toLowerCase();

  return (
    <div className="page chat-page">
      <h1>Search</h1>
      <SearchTabs
        searchLabel={`Search ${label}`}
        search={search}
        onSearch={setSearch}
        tabsLabel="What to search"
        tabs={BUTTON_SEARCH_TABS}
        selected={type}
        onSelect={setType}
      >
        <ResultStates
          status={status}
          error={failureMessage(found.error)}
          onRetry={() => void found.refetch()}
          loadingLabel={`Searching ${label}`}
          empty={!items.length}
          emptyTitle={`No ${label} found.`}
        >
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
        </ResultStates>
      </SearchTabs>
    </div>
  );
}
