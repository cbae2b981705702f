import { forwardRef, useId, type InputHTMLAttributes } from 'react';

/** What a text field takes: its label, its message (an error, else a hint) and the input's own attributes. */
export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: string;
}

/** A labelled input with its error message next to it. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, id, className, ...input },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  const messageId = `${inputId}-message`;
  return (
    <div className={`field${error ? ' field--error' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={inputId}>{label}</label>
      <input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? messageId : undefined}
        {...input}
      />
      {error ? (
        <span id={messageId} className="field__error" role="alert">
          {error}
        </span>
      ) : hint ? (
        <span id={messageId} className="field__hint">
          {hint}
        </span>
      ) : null}
    </div>
  );
});
