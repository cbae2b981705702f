import { useId, useState, type FormEvent } from 'react';
import { isValidEmail } from '@/lib/validation/email';
import { popups } from '@/ui/popupStore';
import { useMagazineNewsletterMutation } from '../api';

/** The magazine newsletter: an email, checked before it is sent. */
export function MagazineNewsletter() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const [subscribe, { isLoading }] = useMagazineNewsletterMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isValidEmail(email.trim())) {
      setError('Please enter a valid email address.');
      return;
    }
    setError('');
    try {
      setDone(await subscribe(email.trim()).unwrap());
    } catch (failure) {
      await popups.alert(
        failure && typeof failure === 'object' && 'message' in failure
          ? String(failure.message)
          : 'Something went wrong',
      );
    }
  };
  return (
    <form
      className="magazine-newsletter"
      aria-label="Magazine newsletter"
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <h2>Each new issue by email</h2>
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
          <button className="button" type="submit" disabled={isLoading}>
            Subscribe
          </button>
        </div>
      )}
    </form>
  );
}
