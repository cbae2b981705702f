import { useId, useState, type FormEvent } from 'react';
import { isValidEmail } from '@/lib/validation/email';
import { popups } from './popupStore';
import { ServedButton } from './ServedButton';

interface EmailSignupFormProps {
  /** The form's accessible name, e.g. "Blog newsletter". */
  name: string;
  heading: string;
  /** Sends the email; resolves with the server's thank-you message. */
  subscribe: (email: string) => Promise<string>;
  className?: string;
}

/**
 * A newsletter sign-up: one email, checked beside the field before anything is sent; the
 * server's thanks replaces the form; a failure shows the server's message in the popup.
 */
export function EmailSignupForm({ name, heading, subscribe, className }: EmailSignupFormProps) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isValidEmail(email.trim())) {
      setError('Please enter a valid email address.');
      return;
    }
    setError('');
    setBusy(true);
    try {
      setDone(await subscribe(email.trim()));
    } catch (failure) {
      await popups.alert(
        failure && typeof failure === 'object' && 'message' in failure
          ? String(failure.message)
          : 'Something went wrong',
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className={className}
      aria-label={name}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <h2>{heading}</h2>
      {done ? (
        <p role="status">{done}</p>
      ) : (
        <div className={`field${error ? ' field--error' : ''}`}>
          <label htmlFor={id}>Email</label>
          <input
            id={id}
            type="email"
            autoComplete="email"
            maxLength={254}
            value={email}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setEmail(event.target.value)}
          />
          {error ? (
            <span id={`${id}-error`} className="field__error">
              {error}
            </span>
          ) : null}
          <ServedButton className="button" type="submit" disabled={busy}>
            Subscribe
          </ServedButton>
        </div>
      )}
    </form>
  );
}
