import { useRef, useState, type FormEvent } from 'react';
import { failureMessage } from '@/lib/failureMessage';
import { navigateTo } from '@/lib/navigation';
import type { SocialLoginResult } from '@/lib/social/types';
import { lengthError, MAX_LENGTH } from '@/lib/validation';
import { popups } from '@/ui/popupStore';
import { TextField } from '@/ui/TextField';
import { linkSocial } from '../social/socialSignIn';
import './socialSignIn.css';

export const LINK_PASSWORD_MISSING = 'Please enter your password.';

/**
 * The password step of account linking: the email is already registered with a password, so
 * Facebook is linked to that account only once its password is given here.
 */
export default function SocialLinkForm({
  result,
  email,
  message,
  onCancel,
}: {
  result: SocialLoginResult;
  email: string;
  message: string;
  onCancel: () => void;
}) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = password ? lengthError(password, MAX_LENGTH.password) : LINK_PASSWORD_MISSING;
    setError(problem);
    if (problem) {
      input.current?.focus();
      return;
    }
    setBusy(true);
    try {
      const outcome = await linkSocial(result, password);
      if (outcome.kind === 'signed-in') navigateTo(outcome.startPage, { replace: true });
    } catch (failure) {
      setBusy(false);
      await popups.alert(failureMessage(failure));
    }
  }

  return (
    <form
      className="form-card social-link"
      aria-labelledby="social-link-title"
      onSubmit={submit}
      noValidate
    >
      <h2 id="social-link-title">Link your Facebook account</h2>
      <p>
        {message ||
          'This email is already registered. Enter your password to link Facebook to your account.'}
      </p>
      <p>
        Email: <strong>{email}</strong>
      </p>
      <TextField
        ref={input}
        label="Your RWL password"
        type="password"
        name="password"
        autoComplete="current-password"
        maxLength={MAX_LENGTH.password}
        value={password}
        error={error}
        onChange={(event) => {
          setPassword(event.target.value);
          setError(undefined);
        }}
      />
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        {busy ? 'Linking…' : 'Link and log in'}
      </button>
      <button type="button" className="link-button" onClick={onCancel}>
        Cancel
      </button>
    </form>
  );
}
