import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { SafeImage } from '@/ui/SafeImage';
import { EmptyState } from '@/ui/EmptyState';
import { ErrorState } from '@/ui/ErrorState';
import { popups } from '@/ui/popupStore';
import { useAppliedFilters, appliedFilters } from '@/features/filters';
import { useRecipesInfiniteQuery } from '../api';
import { flattenPages, SEARCH_MAX_LENGTH } from '../model';
import { FavouriteButton } from '../components/FavouriteButton';
import '../recipes.css';

const ROW_HEIGHT = 104;

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
  const [input, setInput] = useState('');
  const [keyword, setKeyword] = useState('');
  const [favourites, setFavourites] = useState(false);
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
  const [listElement, setListElement] = useState<HTMLUListElement | null>(null);
  const scrollMargin = listElement?.offsetTop ?? 0;

  useEffect(() => {
    document.title = 'Recipes | RWL';
  }, []);

  useEffect(() => {
    if (error && data)
      void popups.alert('message' in error ? String(error.message) : 'Something went wrong');
  }, [error, data]);

  const virtualizer = useWindowVirtualizer({
    count: recipes.length,
    estimateSize: () => ROW_HEIGHT,
    overscan: 4,
    scrollMargin,
  });
  const rows = virtualizer.getVirtualItems();
  const lastIndex = rows[rows.length - 1]?.index ?? -1;

  useEffect(() => {
    if (lastIndex >= recipes.length - 5 && hasNextPage && !isFetching) void fetchNextPage();
  }, [lastIndex, recipes.length, hasNextPage, isFetching, fetchNextPage]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setKeyword(input.trim());
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
              if (!event.target.value.trim()) setKeyword('');
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
          onClick={() => setFavourites((value) => !value)}
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
        <ErrorState
          message={'message' in error ? String(error.message) : 'Something went wrong'}
          onRetry={() => void refetch()}
        />
      ) : recipes.length === 0 ? (
        <EmptyState
          title={
            favourites ? 'You have no favourite recipes yet.' : 'No recipes match your search.'
          }
        />
      ) : (
        <ul
          ref={setListElement}
          className="recipe-list"
          style={{ height: virtualizer.getTotalSize() }}
          aria-label="Recipes"
        >
          {rows.map((row) => {
            const recipe = recipes[row.index];
            if (!recipe) return null;
            return (
              <li
                key={recipe.recipe_id}
                className="recipe-row"
                style={{ transform: `translateY(${row.start - scrollMargin}px)` }}
              >
                <Link className="recipe-row__link" to={`/home/recipes/${recipe.recipe_id}`}>
                  <SafeImage
                    className="recipe-row__image"
                    src={recipe.image}
                    alt=""
                    width={128}
                    height={72}
                    loading="lazy"
                  />
                  <span className="recipe-row__body">
                    <span className="recipe-row__title">{recipe.title}</span>
                    <span className="recipe-row__meta">
                      {recipe.kcal} kcal · {recipe.minutes} min
                    </span>
                  </span>
                </Link>
                <FavouriteButton
                  recipeId={recipe.recipe_id}
                  title={recipe.title}
                  favourite={recipe.is_favourite === 1}
                />
              </li>
            );
          })}
        </ul>
      )}
      {isFetchingNextPage ? <p className="hint">Loading more recipes…</p> : null}
    </div>
  );
}
