import { useRef, useState } from 'react';
import { Dialog } from '@/ui/Dialog';
import { popups } from '@/ui/popupStore';
import { toastQueue } from '@/ui/toastStore';
import {
  useAddMyMealMutation,
  useAddRecipeMutation,
  useDeleteMyMealMutation,
  useFavouriteRecipesQuery,
  useMyMealsQuery,
  useRecentRecipesQuery,
} from '../api';
import { failureMessage } from '@/lib/failureMessage';
import { logFood, newEntryId } from '../logging';
import { MEAL_HEADINGS, type Food, type MealType, type MyMeal, type RecipeCard } from '../model';
import { AmountForm } from './AmountForm';
import { FoodSearch } from './FoodSearch';
import { MyMealEditor } from './MyMealEditor';

type Source = 'food' | 'recipes' | 'my-meals';
const SOURCES: { value: Source; label: string }[] = [
  { value: 'food', label: 'Foods' },
  { value: 'recipes', label: 'Recipes' },
  { value: 'my-meals', label: 'My meals' },
];

function FoodPanel({ day, meal, onDone }: { day: string; meal: MealType; onDone: () => void }) {
  const [food, setFood] = useState<Food | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <div hidden={food !== null}>
        <FoodSearch onChoose={setFood} first />
      </div>
      {food ? (
        <AmountForm
          key={food.food_id}
          food={food}
          busy={busy}
          submitLabel={`Add to ${MEAL_HEADINGS[meal].toLowerCase()}`}
          onCancel={() => setFood(null)}
          onSubmit={({ amount, unit, nutrition }) => {
            setBusy(true);
            logFood({
              entry_id: newEntryId(),
              date: day,
              meal_type: meal,
              food_id: food.food_id,
              amount,
              unit,
              title: food.name,
              ...nutrition,
            })
              .then((outcome) => {
                toastQueue.show(
                  outcome.sent
                    ? { message: `${food.name} added`, tone: 'success' }
                    : {
                        message: `${food.name} is saved on this device and will be sent as soon as you're connected.`,
                      },
                );
                onDone();
              })
              .catch((error: unknown) => {
                setBusy(false);
                void popups.alert(failureMessage(error));
              });
          }}
        />
      ) : null}
    </>
  );
}

/**
 * One add from the dialog: a second press does nothing while the first is on its way, nor once
 * it has worked (the dialog is closing), so a double click adds the meal once; after a refusal
 * the member can try again.
 */
function useAddOnce() {
  const started = useRef(false);
  const [busy, setBusy] = useState(false);
  const addOnce = (add: () => Promise<unknown>) => {
    if (started.current) return;
    started.current = true;
    setBusy(true);
    add().catch((error: unknown) => {
      started.current = false;
      setBusy(false);
      void popups.alert(failureMessage(error));
    });
  };
  return { busy, addOnce };
}

function RecipeList({
  title,
  recipes,
  loading,
  busy,
  onAdd,
}: {
  title: string;
  recipes: RecipeCard[] | undefined;
  loading: boolean;
  busy: boolean;
  onAdd: (recipe: RecipeCard) => void;
}) {
  return (
    <section className="planner-pick" aria-label={title}>
      <h3>{title}</h3>
      {loading ? (
        <p role="status">Loading…</p>
      ) : recipes?.length ? (
        <ul>
          {recipes.map((recipe) => (
            <li key={recipe.recipe_id} className="planner-pick__row">
              <span>
                {recipe.title} <span className="planner-pick__kcal">{recipe.kcal} kcal</span>
              </span>
              <button
                type="button"
                className="button button--secondary"
                aria-label={`Add ${recipe.title}`}
                disabled={busy}
                onClick={() => onAdd(recipe)}
              >
                Add
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p>None yet.</p>
      )}
    </section>
  );
}

function RecipesPanel({ day, meal, onDone }: { day: string; meal: MealType; onDone: () => void }) {
  const favourites = useFavouriteRecipesQuery();
  const recent = useRecentRecipesQuery();
  const [addRecipe] = useAddRecipeMutation();
  const { busy, addOnce } = useAddOnce();
  const add = (recipe: RecipeCard) =>
    addOnce(() =>
      addRecipe({ date: day, mealType: meal, recipeId: recipe.recipe_id })
        .unwrap()
        .then(() => {
          toastQueue.show({ message: `${recipe.title} added`, tone: 'success' });
          onDone();
        }),
    );
  return (
    <>
      <RecipeList
        title="Favourites"
        recipes={favourites.data}
        loading={favourites.isLoading}
        busy={busy}
        onAdd={add}
      />
      <RecipeList
        title="Recent recipes"
        recipes={recent.data}
        loading={recent.isLoading}
        busy={busy}
        onAdd={add}
      />
    </>
  );
}

function MyMealsPanel({ day, meal, onDone }: { day: string; meal: MealType; onDone: () => void }) {
  const { data, isLoading } = useMyMealsQuery();
  const [addMyMeal] = useAddMyMealMutation();
  const [deleteMyMeal] = useDeleteMyMealMutation();
  const { busy, addOnce } = useAddOnce();
  const [editing, setEditing] = useState<MyMeal | 'new' | null>(null);
  if (editing)
    return (
      <MyMealEditor meal={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
    );
  return (
    <section className="planner-pick" aria-label="My meals">
      {isLoading ? (
        <p role="status">Loading…</p>
      ) : data?.length ? (
        <ul>
          {data.map((item) => (
            <li key={item.my_meal_id} className="planner-pick__row">
              <span>
                {item.title} <span className="planner-pick__kcal">{item.kcal} kcal</span>
              </span>
              <span className="planner-pick__actions">
                <button
                  type="button"
                  className="button button--secondary"
                  aria-label={`Add ${item.title}`}
                  disabled={busy}
                  onClick={() =>
                    addOnce(() =>
                      addMyMeal({ date: day, mealType: meal, myMealId: item.my_meal_id })
                        .unwrap()
                        .then(() => {
                          toastQueue.show({ message: `${item.title} added`, tone: 'success' });
                          onDone();
                        }),
                    )
                  }
                >
                  Add
                </button>
                <button
                  type="button"
                  className="button button--ghost"
                  aria-label={`Edit ${item.title}`}
                  onClick={() => setEditing(item)}
                >
                  Edit
                </button>
                <button
                  type="button"
                  className="button button--ghost"
                  aria-label={`Delete ${item.title}`}
                  onClick={() =>
                    void popups
                      .confirm(`Delete ${item.title}?`, 'Delete meal', 'Delete')
                      .then((yes) =>
                        yes
                          ? deleteMyMeal(item.my_meal_id)
                              .unwrap()
                              .catch((error: unknown) => void popups.alert(failureMessage(error)))
                          : undefined,
                      )
                  }
                >
                  Delete
                </button>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p>You have no meals of your own yet.</p>
      )}
      <button type="button" className="button button--primary" onClick={() => setEditing('new')}>
        Create a meal
      </button>
    </section>
  );
}

/** Adds food, a recipe (favourite or recent) or one of my meals to a meal of the day. */
export default function AddFoodDialog({
  day,
  meal,
  onClose,
}: {
  day: string;
  meal: MealType;
  onClose: () => void;
}) {
  const [source, setSource] = useState<Source>('food');
  return (
    <Dialog title={`Add to ${MEAL_HEADINGS[meal].toLowerCase()}`} onClose={onClose} size="medium">
      <div className="planner-sources" role="group" aria-label="Add from">
        {SOURCES.map((item) => (
          <button
            key={item.value}
            type="button"
            className="button button--secondary"
            aria-pressed={source === item.value}
            onClick={() => setSource(item.value)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {source === 'food' ? <FoodPanel day={day} meal={meal} onDone={onClose} /> : null}
      {source === 'recipes' ? <RecipesPanel day={day} meal={meal} onDone={onClose} /> : null}
      {source === 'my-meals' ? <MyMealsPanel day={day} meal={meal} onDone={onClose} /> : null}
    </Dialog>
  );
}
