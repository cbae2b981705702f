import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { MAX_LENGTH } from '@/lib/validation';
import { TextField } from '@/ui/TextField';
import { useHydrated } from '@/lib/useHydrated';
import { popups } from '@/ui/popupStore';
import { hasErrors, validateLogin, type LoginErrors } from '../validation';
import { failureMessage } from '@/lib/failureMessage';

interface SignInFormProps {
  onSignIn: (email: string, password: string) => Promise<void>;
  submitLabel?: string;
  children?: ReactNode;
}

/** Email and password with messages next to the fields; the server's refusal in the popup. */
export function SignInForm({ onSignIn, submitLabel = 'Log in', children }: SignInFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});
  const [busy, setBusy] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  // On the prerendered /login the form is on screen before the app's code runs: it takes no
  // input until then, so nothing typed is lost and the form is never sent by the browser itself
  // (with a plain button and two text fields, Enter submits nothing).
  const hydrated = useHydrated();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateLogin(email, password);
    setErrors(found);
    if (hasErrors(found)) {
      (found.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    setBusy(true);
    try {
      await onSignIn(email, password);
    } catch (error) {
      setBusy(false);
      await popups.alert(failureMessage(error));
    }
  }

  return (
    <form className="form-card" onSubmit={submit} noValidate>
      <TextField
        ref={emailRef}
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        maxLength={MAX_LENGTH.email}
        readOnly={!hydrated}
        value={email}
        error={errors.email}
        onChange={(event) => {
          setEmail(event.target.value);
          setErrors((current) => ({ ...current, email: undefined }));
        }}
      />
      <TextField
        ref={passwordRef}
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        maxLength={MAX_LENGTH.password}
        readOnly={!hydrated}
        value={password}
        error={errors.password}
        onChange={(event) => {
          setPassword(event.target.value);
          setErrors((current) => ({ ...current, password: undefined }));
        }}
      />
      <button
        type={hydrated ? 'submit' : 'button'}
        aria-disabled={hydrated ? undefined : true}
        className="button button--primary button--block"
        disabled={busy}
      >
        {busy ? 'Logging in…' : submitLabel}
      </button>
      {children}
    </form>
  );
}
