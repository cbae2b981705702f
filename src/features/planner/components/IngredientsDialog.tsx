import { lazy, Suspense, useState } from 'react';
import { loadAddToShoppingListDialog } from '@/features/shoppinglist';
import { Dialog } from '@/ui/Dialog';
import { ErrorState } from '@/ui/ErrorState';
import { useDayIngredientsQuery } from '../api';
import { failureMessage } from '@/lib/failureMessage';

const AddToShoppingListDialog = lazy(() =>
  loadAddToShoppingListDialog().then((module) => ({ default: module.AddToShoppingListDialog })),
);

/** The day's ingredients (list_planner_ingredients), added to a shopping list in one step. */
export default function IngredientsDialog({ day, onClose }: { day: string; onClose: () => void }) {
  const { data, error, isLoading, refetch } = useDayIngredientsQuery(day);
  const [choosingList, setChoosingList] = useState(false);
  if (choosingList && data)
    return (
      <Suspense fallback={null}>
        <AddToShoppingListDialog items={data} recipeIds={[]} onClose={onClose} />
      </Suspense>
    );
  return (
    <Dialog title="Ingredients for this day" onClose={onClose} size="medium">
      {isLoading ? (
        <p role="status">Loading…</p>
      ) : error ? (
        <ErrorState message={failureMessage(error)} onRetry={() => void refetch()} />
      ) : data?.length ? (
        <>
          <ul className="planner-ingredients" aria-label="Ingredients">
            {data.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <button
            type="button"
            className="button button--primary"
            onClick={() => setChoosingList(true)}
          >
            Add all to a shopping list
          </button>
        </>
      ) : (
        <p>Nothing planned for this day yet.</p>
      )}
    </Dialog>
  );
}
