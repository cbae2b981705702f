import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { Choice } from '../model';

interface ChoiceStepProps {
  question: string;
  choices: Choice[];
  initial?: string;
  busy: boolean;
  submitLabel?: string;
  onSubmit: (value: string) => void;
  onBack?: () => void;
  onSkip?: () => void;
  /** Extra fields shown under the choices for the current value. */
  extra?: (value: string) => ReactNode;
  /** Validates the extra fields; returns a message or null. */
  validateExtra?: (value: string) => string | null;
}

/** One question with single-choice answers (radio buttons), a Continue button and an optional Back. */
export function ChoiceStep({
  question,
  choices,
  initial = '',
  busy,
  submitLabel = 'Continue',
  onSubmit,
  onBack,
  onSkip,
  extra,
  validateExtra,
}: ChoiceStepProps) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState('');
  const name = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!value) {
      setError('Please choose an answer.');
      return;
    }
    const extraError = validateExtra?.(value) ?? null;
    if (extraError) {
      setError(extraError);
      return;
    }
    onSubmit(value);
  }

  return (
    <form onSubmit={submit} noValidate>
      <fieldset className="reg-choices" aria-describedby={error ? `${name}-error` : undefined}>
        <legend>{question}</legend>
        {choices.map((choice) => (
          <label key={choice.value} className="reg-choice">
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => {
                setValue(choice.value);
                setError('');
              }}
            />
            {choice.label}
          </label>
        ))}
      </fieldset>
      {extra ? extra(value) : null}
      {error ? (
        <p id={`${name}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="reg-step__actions">
        {onBack ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={onBack}
            disabled={busy}
          >
            Back
          </button>
        ) : (
          <span />
        )}
        <span className="reg-step__main">
          {onSkip ? (
            <button type="button" className="link-button" onClick={onSkip} disabled={busy}>
              Skip
            </button>
          ) : null}{' '}
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? 'Saving…' : submitLabel}
          </button>
        </span>
      </div>
    </form>
  );
}
