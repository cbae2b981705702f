import { useId, type ReactNode } from 'react';
import { useHydrated } from '@/lib/useHydrated';

/** The email input of a one-email form, its message beside it, and what follows in the field. */
export function EmailField({
  value,
  error,
  onChange,
  children,
}: {
  value: string;
  error: string;
  onChange: (value: string) => void;
  children?: ReactNode;
}) {
  const id = useId();
  // On a page served prerendered, nothing typed before the app runs is kept: the field takes
  // input only from then on, as the login form's do.
  const hydrated = useHydrated();
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <label htmlFor={id}>Email</label>
      <input
        id={id}
        type="email"
        autoComplete="email"
        maxLength={254}
        value={value}
        readOnly={!hydrated}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <span id={`${id}-error`} className="field__error">
          {error}
        </span>
      ) : null}
      {children}
    </div>
  );
}
