import { useRef, useState, type FormEvent } from 'react';
import { failureMessage } from '@/lib/failureMessage';
import { storageKeys } from '@/lib/storage';
import { isValidEmail, MAX_LENGTH } from '@/lib/validation';
import { fieldProblems } from '@/lib/validation/bodies/rules';
import { hypnoRegisterBody } from '@/lib/validation/bodies/hypno';
import { popups } from '@/ui/popupStore';
import { TextField } from '@/ui/TextField';
import { hypnoEmailTaken, hypnoRegisterBodyOf, registerHypno } from '../authService';
import { useFormDraft } from '../formDraft';

type Field = 'first_name' | 'last_name' | 'email' | 'password' | 'confirm_password';
type Errors = Partial<Record<Field, string>>;

export const HYPNO_REGISTER_MESSAGES = {
  emailMissing: 'Please enter your email address.',
  passwordMissing: 'Please enter a password.',
  confirmMissing: 'Please confirm your password.',
} as const;

const FIELD_ORDER: Field[] = ['first_name', 'last_name', 'email', 'password', 'confirm_password'];

/** The form's messages: the server's own rule (auth_fc/register), with plainer words for empties. */
export function hypnoRegisterErrors(values: {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
}): Errors {
  const errors = fieldProblems<Field>(hypnoRegisterBody, hypnoRegisterBodyOf(values));
  if (!values.email.trim()) errors.email = HYPNO_REGISTER_MESSAGES.emailMissing;
  if (!values.password) errors.password = HYPNO_REGISTER_MESSAGES.passwordMissing;
  if (!values.confirmPassword) errors.confirm_password = HYPNO_REGISTER_MESSAGES.confirmMissing;
  return errors;
}

/**
 * A new hypnotherapy account (auth_fc/register), on /hypno/login. Names and email are kept as
 * they are typed (a reload loses nothing; never the passwords); the email is checked with the
 * server (auth_fc/check_email) when it is left.
 */
export function HypnoRegisterForm({ onRegistered }: { onRegistered: (folderId: number) => void }) {
  const draft = useFormDraft(storageKeys.hypnoRegisterDraft, {
    firstName: '',
    lastName: '',
    email: '',
  });
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [taken, setTaken] = useState<{ email: string; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const firstNameRef = useRef<HTMLInputElement>(null);
  const lastNameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const { firstName, lastName, email } = draft.values;
  const takenMessage = taken && taken.email === email.trim() ? taken.message : undefined;

  const forget = (field: Field) => setErrors((current) => ({ ...current, [field]: undefined }));

  async function checkEmail() {
    const typed = email.trim();
    if (!isValidEmail(typed) || typed.length > MAX_LENGTH.email) return;
    try {
      const message = await hypnoEmailTaken(typed);
      setTaken(message ? { email: typed, message } : null);
    } catch {
      // The check is a courtesy: registering asks the server again.
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const values = { firstName, lastName, email, password, confirmPassword };
    const found = hypnoRegisterErrors(values);
    if (!found.email && takenMessage) found.email = takenMessage;
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) {
      const refs = {
        first_name: firstNameRef,
        last_name: lastNameRef,
        email: emailRef,
        password: passwordRef,
        confirm_password: confirmRef,
      };
      refs[first].current?.focus();
      return;
    }
    setBusy(true);
    try {
      const folderId = await registerHypno(values);
      draft.clear();
      onRegistered(folderId);
    } catch (error) {
      setBusy(false);
      await popups.alert(failureMessage(error));
    }
  }

  return (
    <form className="form-card" onSubmit={submit} noValidate aria-label="Create your account">
      <TextField
        ref={firstNameRef}
        label="First name"
        name="first_name"
        autoComplete="given-name"
        maxLength={MAX_LENGTH.name}
        value={firstName}
        error={errors.first_name}
        onChange={(event) => {
          draft.set('firstName', event.target.value);
          forget('first_name');
        }}
      />
      <TextField
        ref={lastNameRef}
        label="Last name"
        name="last_name"
        autoComplete="family-name"
        maxLength={MAX_LENGTH.name}
        value={lastName}
        error={errors.last_name}
        onChange={(event) => {
          draft.set('lastName', event.target.value);
          forget('last_name');
        }}
      />
      <TextField
        ref={emailRef}
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        maxLength={MAX_LENGTH.email}
        value={email}
        error={errors.email ?? takenMessage}
        onChange={(event) => {
          draft.set('email', event.target.value);
          forget('email');
        }}
        onBlur={() => void checkEmail()}
      />
      <TextField
        ref={passwordRef}
        label="Password"
        type="password"
        name="password"
        autoComplete="new-password"
        maxLength={MAX_LENGTH.password}
        hint="At least 8 characters."
        value={password}
        error={errors.password}
        onChange={(event) => {
          setPassword(event.target.value);
          forget('password');
        }}
      />
      <TextField
        ref={confirmRef}
        label="Confirm password"
        type="password"
        name="confirm_password"
        autoComplete="new-password"
        maxLength={MAX_LENGTH.password}
        value={confirmPassword}
        error={errors.confirm_password}
        onChange={(event) => {
          setConfirmPassword(event.target.value);
          forget('confirm_password');
        }}
      />
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        {busy ? 'Creating your account…' : 'Create account'}
      </button>
    </form>
  );
}
