import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { SafeImage } from '@/ui/SafeImage';
import { ErrorState } from '@/ui/ErrorState';
import { EmptyState } from '@/ui/EmptyState';
import { popups } from '@/ui/popupStore';
import { toastQueue } from '@/ui/toastStore';
import { AddToPlannerDialog, MEAL_LABELS, useAddDayToPlannerMutation } from '@/features/recipes';
import { loadAddToShoppingListDialog } from '@/features/shoppinglist';
import { useMealPlanQuery } from '../api';
import { planRecipeIds, type MealPlanDay } from '../model';
import '../mealplans.css';
import { failureMessage } from '@/lib/failureMessage';

const NO_ACCESS = "You don't have access this folder.";
const UPGRADE_PATH = '/home/profile/upgrade-downgrade';

/** The add-to-list dialog comes from the shopping lists, loaded when first opened. */
const AddToShoppingListDialog = lazy(() =>
  loadAddToShoppingListDialog().then((module) => ({ default: module.AddToShoppingListDialog })),
);

/** /home/mealplan/{id}: the days with their meals (linking to recipes) and kcal; a day to the planner; a shopping list for the plan. */
export default function MealPlanPage() {
  const params = useParams();
  const mealPlanId = Number(params.mealPlanId);
  const valid = Number.isInteger(mealPlanId) && mealPlanId > 0;
  const { data: plan, error, isLoading, refetch } = useMealPlanQuery(mealPlanId, { skip: !valid });
  const [planningDay, setPlanningDay] = useState<MealPlanDay | null>(null);
  const [listOpen, setListOpen] = useState(false);
  const [addDay, adding] = useAddDayToPlannerMutation();

  useEffect(() => {
    if (plan) document.title = `${plan.title} | RWL`;
  }, [plan]);

  if (!valid)
    return (
      <div className="page">
        <ErrorState message="This meal plan could not be found." />
      </div>
    );
  if (isLoading) {
    return (
      <div className="page meal-plan" aria-busy="true">
        <span className="visually-hidden" role="status">
          Loading the meal plan
        </span>
        {Array.from({ length: 3 }, (_, index) => (
          <span key={index} className="skeleton meal-plan__skeleton" />
        ))}
      </div>
    );
  }
  if (error || !plan) {
    return (
      <div className="page">
        <ErrorState message={failureMessage(error)} onRetry={() => void refetch()} />
      </div>
    );
  }

  const planDay = async (day: MealPlanDay, date: string) => {
    try {
      await addDay({
        date,
        recipes: day.meals.map((meal) => ({
          recipe_id: meal.recipe_id,
          meal_type: meal.meal_type,
        })),
      }).unwrap();
      setPlanningDay(null);
      toastQueue.show({
        message: `Day ${day.day} added to your planner.`,
        tone: 'success',
        link: { label: 'Open the planner', to: `/home/dailyplanner/${date}` },
      });
    } catch (failure) {
      void popups.alert(failureMessage(failure));
    }
  };

  if (plan.access !== 1) {
    // Not open to this member (a fitness-only member and The Diet Coaches' plans): the way in.
    return (
      <div className="page meal-plan">
        <SafeImage className="meal-plan__hero" src={plan.image} alt="" width={640} height={360} />
        <h1>{plan.title}</h1>
        {plan.description ? <p className="lead">{plan.description}</p> : null}
        <EmptyState title={plan.message || NO_ACCESS}>
          {plan.access_reason === 'purchase' ? (
            <Link className="button button--primary" to={`/home/folder/${plan.folder_id}`}>
              See how to get this programme
            </Link>
          ) : (
            <Link className="button button--primary" to={UPGRADE_PATH}>
              Upgrade to Premium
            </Link>
          )}
        </EmptyState>
      </div>
    );
  }

  return (
    <div className="page meal-plan">
      <SafeImage className="meal-plan__hero" src={plan.image} alt="" width={640} height={360} />
      <h1>{plan.title}</h1>
      {plan.description ? <p className="lead">{plan.description}</p> : null}
      <div className="meal-plan__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => setListOpen(true)}
          disabled={!plan.days.length}
        >
          Shopping list for the whole plan
        </button>
      </div>
      {plan.days.length === 0 ? (
        <EmptyState title="This meal plan has no days yet.">
          <Link className="button button--secondary" to="/home/recipes">
            Browse recipes
          </Link>
        </EmptyState>
      ) : (
        <ol className="meal-plan__days">
          {plan.days.map((day) => (
            <li key={day.day} className="meal-plan__day">
              <section aria-labelledby={`day-${day.day}`}>
                <header className="meal-plan__day-header">
                  <h2 id={`day-${day.day}`}>Day {day.day}</h2>
                  <p className="meal-plan__kcal">{day.kcal} kcal</p>
                </header>
                <ul className="meal-plan__meals">
                  {day.meals.map((meal) => (
                    <li key={`${meal.meal_type}-${meal.recipe_id}`}>
                      <Link className="meal-plan__meal" to={`/home/recipes/${meal.recipe_id}`}>
                        <SafeImage src={meal.image} alt="" width={96} height={54} loading="lazy" />
                        <span>
                          <span className="meal-plan__meal-type">
                            {MEAL_LABELS[meal.meal_type]}
                          </span>
                          <span className="meal-plan__meal-title">{meal.title}</span>
                          <span className="meal-plan__meal-kcal">{meal.kcal} kcal</span>
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => setPlanningDay(day)}
                >
                  Add day {day.day} to planner
                </button>
              </section>
            </li>
          ))}
        </ol>
      )}
      {planningDay ? (
        <AddToPlannerDialog
          title={`Add day ${planningDay.day} to planner`}
          askMeal={false}
          busy={adding.isLoading}
          onSubmit={({ date }) => void planDay(planningDay, date)}
          onClose={() => setPlanningDay(null)}
        />
      ) : null}
      {listOpen ? (
        <Suspense fallback={null}>
          <AddToShoppingListDialog
            items={[]}
            recipeIds={planRecipeIds(plan)}
            onClose={() => setListOpen(false)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
