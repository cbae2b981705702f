import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useState,
  type FormEvent,
} from 'react';
import { useAddressParams } from '@/lib/useAddressParams';
import { EmptyState } from '@/ui/EmptyState';
import { ErrorState } from '@/ui/ErrorState';
import { popups } from '@/ui/popupStore';
import { useAppliedFilters, appliedFilters } from '@/features/filters';
import { useRecipesInfiniteQuery } from '../api';
import { flattenPages, SEARCH_MAX_LENGTH } from '../model';
import { RecipeRow } from '../components/RecipeRow';
import '../recipes.css';
import { failureMessage } from '@/lib/failureMessage';

// The windowing library loads beside the first recipes, not before them (the route's budget).
const WindowedRecipes = lazy(() => import('../components/WindowedRecipes'));

/** How many recipes the plain list shows while the windowed list's code loads (a page). */
const FIRST_ROWS = 20;

function RecipeSkeleton() {
  return (
    <ul className="recipe-list recipe-list--static" aria-hidden="true">
      {Array.from({ length: 6 }, (_, index) => (
        <li key={index} className="recipe-row recipe-row--skeleton">
          <span className="skeleton recipe-row__image" />
          <span className="skeleton skeleton--text" />
        </li>
      ))}
    </ul>
  );
}

/** /home/recipes: search, tag filters (the filter panel), favourites and an infinite, virtualised list. */
export default function RecipesPage() {
  const tags = useAppliedFilters();
  // The search and "Favourites only" live in the address, so Back from a recipe and a reload
  // return to the same results.
  const [params, changeParams] = useAddressParams();
  const keyword = (params.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH);
  const favourites = params.get('favourites') === '1';
  const [input, setInput] = useState(keyword);
  // The field follows the address (the Recipes link opens this page without a search).
  const [shownKeyword, setShownKeyword] = useState(keyword);
  if (shownKeyword !== keyword) {
    setShownKeyword(keyword);
    setInput(keyword);
  }
  const show = (next: { keyword?: string; favourites?: boolean }) =>
    changeParams({
      ...(next.keyword === undefined ? {} : { q: next.keyword }),
      ...(next.favourites === undefined ? {} : { favourites: next.favourites ? '1' : null }),
    });
  const searchId = useId();
  const query = useMemo(
    () => ({ keyword, tags: [...tags], favourites }),
    [keyword, tags, favourites],
  );
  const {
    data,
    error,
    isLoading,
    isFetching,
    isFetchingNextPage,
    hasNextPage,
    fetchNextPage,
    refetch,
  } = useRecipesInfiniteQuery(query);
  const recipes = useMemo(() => flattenPages(data?.pages), [data]);
  const total = data?.pages[0]?.total ?? 0;

  useEffect(() => {
    document.title = 'Recipes | RWL';
  }, []);

  useEffect(() => {
    if (error && data) void popups.alert(failureMessage(error));
  }, [error, data]);

  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    show({ keyword: input.trim() });
  };

  return (
    <div className="page recipes-page">
      <h1>Recipes</h1>
      <form className="recipes-page__search" role="search" onSubmit={submit}>
        <label htmlFor={searchId}>Search recipes</label>
        <div className="recipes-page__search-row">
          <input
            id={searchId}
            type="search"
            value={input}
            maxLength={SEARCH_MAX_LENGTH}
            onChange={(event) => {
              setInput(event.target.value);
              if (!event.target.value.trim() && keyword) show({ keyword: '' });
            }}
          />
          <button type="submit" className="button button--primary">
            Search
          </button>
        </div>
      </form>
      <div className="recipes-page__tools">
        <button
          type="button"
          className="button button--secondary"
          aria-pressed={favourites}
          onClick={() => show({ favourites: !favourites })}
        >
          Favourites only
        </button>
        {tags.length ? (
          <button
            type="button"
            className="button button--ghost"
            onClick={() => appliedFilters.set([])}
          >
            Clear filters ({tags.length})
          </button>
        ) : null}
        <p className="recipes-page__count" aria-live="polite">
          {isLoading ? '' : total === 1 ? '1 recipe' : `${total} recipes`}
        </p>
      </div>

      {isLoading ? (
        <RecipeSkeleton />
      ) : error && !data ? (
        <ErrorState message={failureMessage(error)} onRetry={() => void refetch()} />
      ) : recipes.length === 0 ? (
        <EmptyState
          title={
            favourites ? 'You have no favourite recipes yet.' : 'No recipes match your search.'
          }
        />
      ) : (
        <Suspense
          fallback={
            <ul className="recipe-list recipe-list--static" aria-label="Recipes">
              {recipes.slice(0, FIRST_ROWS).map((recipe) => (
                <RecipeRow key={recipe.recipe_id} recipe={recipe} />
              ))}
            </ul>
          }
        >
          <WindowedRecipes
            recipes={recipes}
            canLoadMore={Boolean(hasNextPage) && !isFetching}
            loadMore={loadMore}
          />
        </Suspense>
      )}
      {isFetchingNextPage ? <p className="hint">Loading more recipes…</p> : null}
    </div>
  );
}
