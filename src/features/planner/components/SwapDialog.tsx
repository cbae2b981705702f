import { Dialog } from '@/ui/Dialog';
import { ErrorState } from '@/ui/ErrorState';
import { popups } from '@/ui/popupStore';
import { toastQueue } from '@/ui/toastStore';
import { useReplacePlannerMutation, useSwapOptionsQuery } from '../api';
import { failureMessage } from '@/lib/failureMessage';
import { MEAL_HEADINGS, type PlannerEntry } from '../model';

/** Recipes of the same meal type and similar kcal (swap_search); choosing one replaces the meal. */
export default function SwapDialog({
  day,
  entry,
  onClose,
}: {
  day: string;
  entry: PlannerEntry;
  onClose: () => void;
}) {
  const { data, error, isFetching, refetch } = useSwapOptionsQuery(entry.entry_id);
  const [replace, { isLoading }] = useReplacePlannerMutation();
  return (
    <Dialog title={`Swap ${entry.title}`} onClose={onClose} size="medium">
      <p>
        {MEAL_HEADINGS[entry.meal_type]} ideas close to {entry.kcal} kcal.
      </p>
      {isFetching && !data ? (
        <p role="status">Finding swaps…</p>
      ) : error ? (
        <ErrorState message={failureMessage(error)} onRetry={() => void refetch()} />
      ) : data?.length ? (
        <ul className="planner-pick" aria-label="Swaps">
          {data.map((option) => (
            <li key={option._id} className="planner-pick__row">
              <span>
                {option.food_name}{' '}
                <span className="planner-pick__kcal">{option.calories} kcal</span>
              </span>
              <button
                type="button"
                className="button button--primary"
                disabled={isLoading}
                aria-label={`Swap to ${option.food_name}`}
                onClick={() =>
                  void replace({ date: day, entryId: entry.entry_id, recipeId: option.recipe_id })
                    .unwrap()
                    .then(() => {
                      toastQueue.show({
                        message: `${entry.title} swapped for ${option.food_name}`,
                        tone: 'success',
                      });
                      onClose();
                    })
                    .catch((failure: unknown) => void popups.alert(failureMessage(failure)))
                }
              >
                Choose
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p>No similar recipes to swap to.</p>
      )}
    </Dialog>
  );
}
