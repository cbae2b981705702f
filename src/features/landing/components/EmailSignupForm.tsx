import { useId, useRef, useState, type FormEvent } from 'react';
import { popups } from '@/ui/popupStore';
import { checkSignupFields, INVALID_EMAIL_MESSAGE, NEWSLETTER_LIST_ID, SIGNUP_SUCCESS_MESSAGE, subscribe } from '../signup';

type Field = 'name' | 'email';

/**
 * Email sign-up (list 161): trimmed non-empty fields, a failing field gets a red border and
 * focus; an invalid email shows the Alert popup; the button is disabled while sending.
 */
export function EmailSignupForm({ slug, onSubscribed }: { slug: string; onSubscribed?: () => void }) {
  const id = useId();
  const [values, setValues] = useState<Record<Field, string>>({ name: '', email: '' });
  const [invalid, setInvalid] = useState<Field[]>([]);
  const [sending, setSending] = useState(false);
  const inputs = { name: useRef<HTMLInputElement>(null), email: useRef<HTMLInputElement>(null) };

  const change = (field: Field, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setInvalid((previous) => previous.filter((item) => item !== field));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const check = checkSignupFields(values, 'email');
    if (!check.ok) {
      if (check.reason === 'empty') {
        setInvalid(check.fields);
        inputs[check.fields[0]].current?.focus();
      } else {
        setInvalid(['email']);
        await popups.alert(INVALID_EMAIL_MESSAGE);
        inputs.email.current?.focus();
      }
      return;
    }
    setSending(true);
    try {
      await subscribe({ ...check.values, list_id: NEWSLETTER_LIST_ID, slug });
      setValues({ name: '', email: '' });
      onSubscribed?.();
      void popups.show({ title: 'ThankYou', message: SIGNUP_SUCCESS_MESSAGE });
    } catch (error) {
      void popups.alert(error instanceof Error ? error.message : String(error));
    } finally {
      setSending(false);
    }
  };

  const field = (name: Field, label: string, type: string, autoComplete: string) => {
    const isInvalid = invalid.includes(name);
    return (
      <div className={`field${isInvalid ? ' field--error' : ''}`}>
        <label htmlFor={`${id}-${name}`}>{label}</label>
        <input
          ref={inputs[name]}
          id={`${id}-${name}`}
          name={name}
          type={type}
          autoComplete={autoComplete}
          value={values[name]}
          aria-invalid={isInvalid || undefined}
          aria-describedby={isInvalid ? `${id}-${name}-error` : undefined}
          onChange={(event) => change(name, event.target.value)}
        />
        {isInvalid ? (
          <span id={`${id}-${name}-error`} className="field__error">
            {name === 'email' && values.email.trim() ? INVALID_EMAIL_MESSAGE : `Please enter your ${label.toLowerCase()}.`}
          </span>
        ) : null}
      </div>
    );
  };

  return (
    <form className="landing-signup" noValidate onSubmit={submit} aria-label="Email sign-up">
      {field('name', 'Name', 'text', 'name')}
      {field('email', 'Email', 'email', 'email')}
      <button type="submit" className="button button--primary" disabled={sending} aria-busy={sending || undefined}>
        {sending ? 'Signing up…' : 'Sign up'}
      </button>
    </form>
  );
}
