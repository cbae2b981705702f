import { useId, useState, type FormEvent } from 'react';
import dayjs from 'dayjs';
import { useAddMeasurementsMutation } from '../api';
import {
  checkMeasurements,
  isoDate,
  LENGTH_UNIT,
  MEASURE_LABELS,
  measureError,
  NUMBER_MAX_LENGTH,
  WEIGHT_UNIT,
  type MeasureField,
  type MeasureValues,
  type UnitSystem,
} from '../model';
import { showFailure } from '@/ui/showFailure';

const EMPTY: MeasureValues = { weight: '', waist: '', hips: '', chest: '' };

/**
 * Today's weight and measurements, in the member's units. A field out of range gets its
 * message beside it and nothing is sent; the server gets kg and cm.
 */
export function TodayEntryForm({
  system,
  weight,
  measurements,
}: {
  system: UnitSystem;
  weight: boolean;
  measurements: boolean;
}) {
  const id = useId();
  const [values, setValues] = useState<MeasureValues>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<MeasureField | 'form', string>>>({});
  const [saved, setSaved] = useState(false);
  const [save, saving] = useAddMeasurementsMutation();
  const fields: MeasureField[] = [
    ...(weight ? (['weight'] as const) : []),
    ...(measurements ? (['waist', 'hips', 'chest'] as const) : []),
  ];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const checked = checkMeasurements(values, system, isoDate(dayjs()));
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = fields.find((field) => checked.errors[field]);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setErrors({});
    save(checked.body)
      .unwrap()
      .then(() => {
        setValues(EMPTY);
        setSaved(true);
      })
      .catch(showFailure);
  };

  return (
    <form
      className="form-card progress-entry"
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`}>Today’s weight and measurements</h2>
      <div className="progress-entry__fields">
        {fields.map((field) => {
          const unit = field === 'weight' ? WEIGHT_UNIT[system] : LENGTH_UNIT[system];
          const error = errors[field];
          return (
            <div key={field} className={`field${error ? ' field--error' : ''}`}>
              <label htmlFor={`${id}-${field}`}>
                {MEASURE_LABELS[field]} ({unit})
              </label>
              <input
                id={`${id}-${field}`}
                type="text"
                inputMode="decimal"
                autoComplete="off"
                maxLength={NUMBER_MAX_LENGTH}
                value={values[field]}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-${field}-error` : undefined}
                onChange={(event) => {
                  const text = event.target.value;
                  setValues((previous) => ({ ...previous, [field]: text }));
                  setSaved(false);
                  // A message already shown follows what is typed; a new one waits for Save.
                  if (errors[field]) {
                    setErrors((previous) => ({
                      ...previous,
                      [field]: measureError(field, text, system),
                    }));
                  }
                }}
              />
              {error ? (
                <span id={`${id}-${field}-error`} className="field__error" role="alert">
                  {error}
                </span>
              ) : null}
            </div>
          );
        })}
      </div>
      {errors.form ? (
        <p className="field__error" role="alert">
          {errors.form}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={saving.isLoading}>
        {saving.isLoading ? 'Saving…' : 'Save today'}
      </button>
      <p role="status" className="progress-entry__status">
        {saved ? 'Saved. Your graph shows today’s entry.' : ''}
      </p>
    </form>
  );
}
