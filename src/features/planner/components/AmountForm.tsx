import { useId, useState, type FormEvent } from 'react';
import {
  checkAmount,
  foodNutrition,
  unitLabel,
  type AmountUnit,
  type Food,
  type Nutrition,
} from '../model';

/**
 * An amount and a unit of one food. The message sits next to the field; nothing is submitted
 * while the amount is invalid, and what was typed stays when the server refuses it.
 */
export function AmountForm({
  food,
  submitLabel,
  busy,
  onSubmit,
  onCancel,
}: {
  food: Food;
  submitLabel: string;
  busy: boolean;
  onSubmit: (choice: { amount: number; unit: AmountUnit; nutrition: Nutrition }) => void;
  onCancel: () => void;
}) {
  const [typed, setTyped] = useState('1');
  const [unit, setUnit] = useState<AmountUnit>('serving');
  const [tried, setTried] = useState(false);
  const amountId = useId();
  const unitId = useId();
  const check = checkAmount(typed, unit);
  const showError = !check.ok && (tried || typed.trim() !== '');
  const preview = check.ok ? foodNutrition(food, check.value, unit) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!check.ok || busy) return;
    onSubmit({ amount: check.value, unit, nutrition: foodNutrition(food, check.value, unit) });
  };

  return (
    <form className="amount-form" onSubmit={submit} noValidate>
      <p className="amount-form__food">{food.name}</p>
      <div className="amount-form__row">
        <div className={`field${showError ? ' field--error' : ''}`}>
          <label htmlFor={amountId}>Amount</label>
          <input
            id={amountId}
            inputMode="decimal"
            autoComplete="off"
            maxLength={7}
            value={typed}
            aria-invalid={showError || undefined}
            aria-describedby={showError ? `${amountId}-error` : undefined}
            onChange={(event) => setTyped(event.target.value)}
          />
          {showError && !check.ok ? (
            <span id={`${amountId}-error`} className="field__error" role="alert">
              {check.message}
            </span>
          ) : null}
        </div>
        <div className="field">
          <label htmlFor={unitId}>Unit</label>
          <select
            id={unitId}
            value={unit}
            onChange={(event) =>
              setUnit(event.target.value === 'serving' ? 'serving' : food.serving_unit)
            }
          >
            <option value="serving">
              {unitLabel('serving')} ({food.serving_size} {food.serving_unit})
            </option>
            <option value={food.serving_unit}>{food.serving_unit}</option>
          </select>
        </div>
      </div>
      <p className="amount-form__preview" aria-live="polite">
        {preview
          ? `${preview.kcal} kcal · protein ${preview.protein} g · carbs ${preview.carbs} g · fat ${preview.fat} g`
          : ' '}
      </p>
      <div className="amount-form__actions">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Back to results
        </button>
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? 'Adding…' : submitLabel}
        </button>
      </div>
    </form>
  );
}
