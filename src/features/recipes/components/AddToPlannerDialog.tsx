import { useId, useMemo, useState, type FormEvent } from 'react';
import { Dialog } from '@/ui/Dialog';
import { MEAL_LABELS, MEAL_TYPES, plannerDays, type MealType } from '../model';

/** Chooses a day (and, for one recipe, a meal) for the planner. */
export function AddToPlannerDialog({
  title,
  askMeal,
  defaultMeal = 'breakfast',
  busy,
  onSubmit,
  onClose,
}: {
  title: string;
  askMeal: boolean;
  defaultMeal?: MealType;
  busy: boolean;
  onSubmit: (choice: { date: string; mealType: MealType }) => void;
  onClose: () => void;
}) {
  const days = useMemo(() => plannerDays(new Date()), []);
  const [date, setDate] = useState(days[0]?.value ?? '');
  const [mealType, setMealType] = useState<MealType>(defaultMeal);
  const dayId = useId();
  const mealId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ date, mealType });
  };
  return (
    <Dialog title={title} onClose={onClose} size="small">
      <form className="recipe-dialog" onSubmit={submit}>
        <div className="field">
          <label htmlFor={dayId}>Day</label>
          <select id={dayId} value={date} onChange={(event) => setDate(event.target.value)}>
            {days.map((day) => (
              <option key={day.value} value={day.value}>
                {day.label}
              </option>
            ))}
          </select>
        </div>
        {askMeal ? (
          <div className="field">
            <label htmlFor={mealId}>Meal</label>
            <select
              id={mealId}
              value={mealType}
              onChange={(event) =>
                setMealType(MEAL_TYPES.find((meal) => meal === event.target.value) ?? 'breakfast')
              }
            >
              {MEAL_TYPES.map((meal) => (
                <option key={meal} value={meal}>
                  {MEAL_LABELS[meal]}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <button type="submit" className="button button--primary" disabled={busy}>
          Add to planner
        </button>
      </form>
    </Dialog>
  );
}
