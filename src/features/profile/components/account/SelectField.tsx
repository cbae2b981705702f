import { useId, type SelectHTMLAttributes } from 'react';

export interface Choice {
  value: string;
  label: string;
}

/** A labelled select with its error message next to it. */
export function SelectField({
  label,
  choices,
  error,
  placeholder = 'Choose…',
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  choices: readonly Choice[];
  error?: string;
  placeholder?: string;
}) {
  const id = useId();
  const inputId = select.id ?? id;
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <label htmlFor={inputId}>{label}</label>
      <select
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-message` : undefined}
        {...select}
      >
        <option value="">{placeholder}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      {error ? (
        <span id={`${inputId}-message`} className="field__error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
