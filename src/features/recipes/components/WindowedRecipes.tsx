import { useEffect, useState } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { RecipeListItem } from '../model';
import { RecipeRow } from './RecipeRow';

const ROW_HEIGHT = 104;

/**
 * The recipes, windowed: only the rows around the viewport are in the page however many pages
 * have loaded, and the next page loads as the end comes near. Its code loads after the first
 * recipes have painted (RecipesPage shows them in a plain list meanwhile).
 */
export default function WindowedRecipes({
  recipes,
  canLoadMore,
  loadMore,
}: {
  recipes: RecipeListItem[];
  canLoadMore: boolean;
  loadMore: () => void;
}) {
  const [listElement, setListElement] = useState<HTMLUListElement | null>(null);
  const scrollMargin = listElement?.offsetTop ?? 0;
  const virtualizer = useWindowVirtualizer({
    count: recipes.length,
    estimateSize: () => ROW_HEIGHT,
    overscan: 4,
    scrollMargin,
  });
  const rows = virtualizer.getVirtualItems();
  const lastIndex = rows[rows.length - 1]?.index ?? -1;

  useEffect(() => {
    if (lastIndex >= recipes.length - 5 && canLoadMore) loadMore();
  }, [lastIndex, recipes.length, canLoadMore, loadMore]);

  return (
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
          <RecipeRow
            key={recipe.recipe_id}
            recipe={recipe}
            style={{ transform: `translateY(${row.start - scrollMargin}px)` }}
          />
        );
      })}
    </ul>
  );
}
