import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { selectProfile } from '@/features/user';
import { loadAddToShoppingListDialog } from '@/features/shoppinglist';
import { SafeImage } from '@/ui/SafeImage';
import { ErrorState } from '@/ui/ErrorState';
import { popups } from '@/ui/popupStore';
import { toastQueue } from '@/ui/toastStore';
import { useAddRecipeToPlannerMutation, useRecipeDetailsQuery } from '../api';
import {
  MAX_SERVINGS,
  MEAL_LABELS,
  MIN_SERVINGS,
  clampServings,
  ingredientLine,
  type MealType,
} from '../model';
import { FavouriteButton } from '../components/FavouriteButton';
import { AddToPlannerDialog } from '../components/AddToPlannerDialog';
import { LockedRecipe } from '../components/LockedRecipe';
import '../recipes.css';
import { failureMessage } from '@/lib/failureMessage';
import { minutesLength } from '@/lib/format';

/** The add-to-list dialog comes from the shopping lists, loaded when first opened. */
const AddToShoppingListDialog = lazy(() =>
  loadAddToShoppingListDialog().then((module) => ({ default: module.AddToShoppingListDialog })),
);

function DetailSkeleton() {
  return (
    <div className="page recipe-page" aria-busy="true">
      <span className="visually-hidden" role="status">
        Loading the recipe
      </span>
      <span className="skeleton recipe-page__hero" />
      <span className="skeleton skeleton--text" />
      <span className="skeleton skeleton--text" />
    </div>
  );
}

/** /home/recipes/{id}: ingredients scaled by servings, method, kcal and macros, shopping list, planner, favourite, print. */
export default function RecipePage() {
  const params = useParams();
  const recipeId = Number(params.recipeId);
  const valid = Number.isInteger(recipeId) && recipeId > 0;
  const profile = useAppSelector(selectProfile);
  const {
    data: recipe,
    error,
    isLoading,
    refetch,
  } = useRecipeDetailsQuery(recipeId, { skip: !valid });
  const [servings, setServings] = useState<number | null>(null);
  const [dialog, setDialog] = useState<'list' | 'planner' | null>(null);
  const [addToPlanner, planner] = useAddRecipeToPlannerMutation();
  const servingsId = useId();

  useEffect(() => {
    if (recipe) document.title = `${recipe.title} | RWL`;
  }, [recipe]);

  if (!valid)
    return (
      <div className="page">
        <ErrorState message="This recipe could not be found." />
      </div>
    );
  if (isLoading) return <DetailSkeleton />;
  if (error || !recipe) {
    return (
      <div className="page">
        <ErrorState message={failureMessage(error)} onRetry={() => void refetch()} />
      </div>
    );
  }

  if (recipe.access !== 1)
    return <LockedRecipe recipe={recipe} onPurchased={() => void refetch()} />;

  const people = servings ?? recipe.servings;
  const lines = recipe.ingredients.map((ingredient) =>
    ingredientLine(ingredient, recipe.servings, people),
  );

  const plan = async ({ date, mealType }: { date: string; mealType: MealType }) => {
    try {
      await addToPlanner({ recipeId: recipe.recipe_id, date, mealType }).unwrap();
      setDialog(null);
      toastQueue.show({
        message: `${recipe.title} added to your planner for ${MEAL_LABELS[mealType].toLowerCase()}.`,
        tone: 'success',
        link: { label: 'Open the planner', to: `/home/dailyplanner/${date}` },
      });
    } catch (failure) {
      void popups.alert(failureMessage(failure));
    }
  };

  return (
    <article className="page recipe-page">
      <p className="recipe-page__back no-print">
        <Link to="/home/recipes">All recipes</Link>
      </p>
      <SafeImage className="recipe-page__hero" src={recipe.image} alt="" width={640} height={360} />
      <header className="recipe-page__header">
        <h1>{recipe.title}</h1>
        <FavouriteButton
          recipeId={recipe.recipe_id}
          title={recipe.title}
          favourite={recipe.is_favourite === 1}
        />
      </header>
      {recipe.description ? <p className="lead">{recipe.description}</p> : null}
      <p className="recipe-page__meta">{minutesLength(recipe.minutes)}</p>

      {profile.show_recipe_calorie === 1 ? (
        <dl className="recipe-macros" aria-label="Nutrition per serving">
          <div>
            <dt>Calories</dt>
            <dd>{recipe.kcal} kcal</dd>
          </div>
          <div>
            <dt>Protein</dt>
            <dd>{recipe.protein} g</dd>
          </div>
          <div>
            <dt>Carbs</dt>
            <dd>{recipe.carbs} g</dd>
          </div>
          <div>
            <dt>Fat</dt>
            <dd>{recipe.fat} g</dd>
          </div>
        </dl>
      ) : null}

      <div className="recipe-page__actions no-print">
        <button type="button" className="button button--primary" onClick={() => setDialog('list')}>
          Add to shopping list
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setDialog('planner')}
        >
          Add to planner
        </button>
        <button type="button" className="button button--ghost" onClick={() => window.print()}>
          Print recipe
        </button>
      </div>

      <section aria-labelledby="ingredients-title">
        <h2 id="ingredients-title">Ingredients</h2>
        <div className="field recipe-page__servings no-print">
          <label htmlFor={servingsId}>Servings</label>
          <div className="stepper">
            <button
              type="button"
              className="button button--ghost"
              aria-label="Fewer servings"
              disabled={people <= MIN_SERVINGS}
              onClick={() => setServings(clampServings(people - 1))}
            >
              −
            </button>
            <input
              id={servingsId}
              type="number"
              inputMode="numeric"
              min={MIN_SERVINGS}
              max={MAX_SERVINGS}
              maxLength={2}
              value={people}
              onChange={(event) => setServings(clampServings(Number(event.target.value)))}
            />
            <button
              type="button"
              className="button button--ghost"
              aria-label="More servings"
              disabled={people >= MAX_SERVINGS}
              onClick={() => setServings(clampServings(people + 1))}
            >
              +
            </button>
          </div>
        </div>
        <p className="print-only">Serves {people}</p>
        <ul className="recipe-ingredients">
          {lines.map((line, index) => (
            <li key={`${index}-${line}`}>{line}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="method-title">
        <h2 id="method-title">Method</h2>
        <ol className="recipe-steps">
          {recipe.steps.map((step, index) => (
            <li key={`${index}-${step}`}>{step}</li>
          ))}
        </ol>
      </section>

      {dialog === 'list' ? (
        <Suspense fallback={null}>
          <AddToShoppingListDialog
            items={lines}
            recipeIds={[recipe.recipe_id]}
            onClose={() => setDialog(null)}
          />
        </Suspense>
      ) : null}
      {dialog === 'planner' ? (
        <AddToPlannerDialog
          title="Add to planner"
          askMeal
          defaultMeal={recipe.meal_type}
          busy={planner.isLoading}
          onSubmit={(choice) => void plan(choice)}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </article>
  );
}
