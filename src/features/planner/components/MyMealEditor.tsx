import { useId, useState } from 'react';
import { popups } from '@/ui/popupStore';
import { toastQueue } from '@/ui/toastStore';
import { useSaveMyMealMutation } from '../api';
import { failureMessage } from '@/lib/failureMessage';
import { TITLE_MAX_LENGTH, type AmountUnit, type Food, type MyMeal } from '../model';
import { AmountForm } from './AmountForm';
import { FoodSearch } from './FoodSearch';

interface Row {
  food_id: number;
  name: string;
  amount: number;
  unit: AmountUnit;
}

/** Creates or edits one of "my meals": a name and its foods with amounts. */
export function MyMealEditor({ meal, onDone }: { meal: MyMeal | null; onDone: () => void }) {
  const [title, setTitle] = useState(meal?.title ?? '');
  const [rows, setRows] = useState<Row[]>(meal?.ingredients ?? []);
  const [choosing, setChoosing] = useState<Food | null>(null);
  const [tried, setTried] = useState(false);
  const [saveMyMeal, { isLoading }] = useSaveMyMealMutation();
  const titleId = useId();
  const titleError = !title.trim() ? 'Please give your meal a name.' : null;
  const rowsError = rows.length ? null : 'Please add at least one food.';

  // Not a form of its own: the food amount inside it is one (forms do not nest).
  const save = () => {
    setTried(true);
    if (titleError || rowsError) return;
    saveMyMeal({
      myMealId: meal?.my_meal_id,
      title: title.trim(),
      ingredients: rows.map(({ food_id, amount, unit }) => ({ food_id, amount, unit })),
    })
      .unwrap()
      .then(() => {
        toastQueue.show({ message: meal ? 'Meal saved' : 'Meal created', tone: 'success' });
        onDone();
      })
      .catch((error: unknown) => void popups.alert(failureMessage(error)));
  };

  return (
    <section className="my-meal-editor" aria-label={meal ? 'Edit meal' : 'New meal'}>
      <div className={`field${tried && titleError ? ' field--error' : ''}`}>
        <label htmlFor={titleId}>Meal name</label>
        <input
          id={titleId}
          value={title}
          maxLength={TITLE_MAX_LENGTH}
          aria-invalid={(tried && !!titleError) || undefined}
          onChange={(event) => setTitle(event.target.value)}
        />
        {tried && titleError ? (
          <span className="field__error" role="alert">
            {titleError}
          </span>
        ) : null}
      </div>
      <h3>Foods</h3>
      {rows.length ? (
        <ul className="planner-pick">
          {rows.map((row, index) => (
            <li key={`${row.food_id}-${index}`} className="planner-pick__row">
              <span>
                {row.amount}{' '}
                {row.unit === 'serving' ? (row.amount === 1 ? 'serving' : 'servings') : row.unit}{' '}
                {row.name}
              </span>
              <button
                type="button"
                className="button button--ghost"
                aria-label={`Remove ${row.name}`}
                onClick={() => setRows(rows.filter((_, position) => position !== index))}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {tried && rowsError ? (
        <p className="field__error" role="alert">
          {rowsError}
        </p>
      ) : null}
      {choosing ? (
        <AmountForm
          food={choosing}
          busy={false}
          submitLabel="Add to my meal"
          onCancel={() => setChoosing(null)}
          onSubmit={({ amount, unit }) => {
            setRows([...rows, { food_id: choosing.food_id, name: choosing.name, amount, unit }]);
            setChoosing(null);
          }}
        />
      ) : (
        <FoodSearch onChoose={setChoosing} />
      )}
      <div className="amount-form__actions">
        <button type="button" className="button button--secondary" onClick={onDone}>
          Cancel
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={isLoading}
          onClick={save}
        >
          {meal ? 'Save meal' : 'Create meal'}
        </button>
      </div>
    </section>
  );
}
