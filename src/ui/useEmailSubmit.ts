import { useState, type FormEvent } from 'react';
import { isValidEmail } from '@/lib/validation/email';
import { showFailure } from './showFailure';

const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address.';

/**
 * A one-email form: the email is checked beside the field before anything is sent; `send` gets
 * the trimmed email and resolves with the server's thanks (kept in `done`); a failure shows the
 * server's message in the popup.
 */
export function useEmailSubmit(send: (email: string) => Promise<string>, initialEmail = '') {
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isValidEmail(email.trim())) {
      setError(INVALID_EMAIL_MESSAGE);
      return;
    }
    setError('');
    setBusy(true);
    try {
      setDone(await send(email.trim()));
    } catch (failure) {
      showFailure(failure);
    } finally {
      setBusy(false);
    }
  };
  return { email, setEmail, error, done, busy, onSubmit: (event: FormEvent) => void submit(event) };
}
