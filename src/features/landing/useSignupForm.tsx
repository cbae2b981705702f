import { useId, useRef, useState, type FormEvent } from 'react';
import { popups } from '@/ui/popupStore';
import { tooLongMessage } from '@/lib/validation/limits';
import {
  checkSignupFields,
  INVALID_EMAIL_MESSAGE,
  SIGNUP_SUCCESS_MESSAGE,
  signupMaxLength,
} from './signup';

interface SignupFormOptions<F extends string> {
  /** The fields and their empty values; one of them is 'email'. */
  empty: Record<F, string>;
  /** A message that stops the sign-up after the fields pass (shown in the popup), or null. */
  precheck?: () => string | null;
  send: (values: Record<F, string>) => Promise<unknown>;
  /** Title of the success popup ('ThankYou' or 'Thank You', as each page's spec says). */
  successTitle: string;
  onSent?: () => void;
}

/**
 * The behaviour every landing sign-up shares (spec 3 §5, spec 2 §5): trimmed non-empty fields,
 * a failing field gets a red border, its message and focus; an invalid email shows the Alert
 * popup; the button is disabled while sending; success and failure end in the popup.
 */
export function useSignupForm<F extends 'email' | (string & {})>({
  empty,
  precheck,
  send,
  successTitle,
  onSent,
}: SignupFormOptions<F>) {
  const id = useId();
  const [values, setValues] = useState<Record<F, string>>(empty);
  const [invalid, setInvalid] = useState<F[]>([]);
  const [tooLong, setTooLong] = useState(false);
  const [sending, setSending] = useState(false);
  const inputs = useRef<Partial<Record<F, HTMLInputElement | null>>>({});

  const change = (name: F, value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setInvalid((previous) => previous.filter((item) => item !== name));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const check = checkSignupFields(values, 'email' as F);
    if (!check.ok) {
      const failing = check.reason === 'email' ? ['email' as F] : check.fields;
      setInvalid(failing);
      setTooLong(check.reason === 'long');
      if (check.reason === 'email') await popups.alert(INVALID_EMAIL_MESSAGE);
      const first = failing[0];
      if (first !== undefined) inputs.current[first]?.focus();
      return;
    }
    const stop = precheck?.();
    if (stop) {
      void popups.alert(stop);
      return;
    }
    setSending(true);
    try {
      await send(check.values);
      setValues(empty);
      onSent?.();
      void popups.show({ title: successTitle, message: SIGNUP_SUCCESS_MESSAGE });
    } catch (error) {
      void popups.alert(error instanceof Error ? error.message : String(error));
    } finally {
      setSending(false);
    }
  };

  const field = (name: F, label: string, type: string, autoComplete: string) => {
    const isInvalid = invalid.includes(name);
    const errorId = `${id}-${name}-error`;
    return (
      <div className={`field${isInvalid ? ' field--error' : ''}`}>
        <label htmlFor={`${id}-${name}`}>{label}</label>
        <input
          ref={(element) => {
            inputs.current[name] = element;
          }}
          id={`${id}-${name}`}
          name={name}
          type={type}
          autoComplete={autoComplete}
          maxLength={signupMaxLength(name, 'email')}
          value={values[name]}
          aria-invalid={isInvalid || undefined}
          aria-describedby={isInvalid ? errorId : undefined}
          onChange={(event) => change(name, event.target.value)}
        />
        {isInvalid ? (
          <span id={errorId} className="field__error">
            {tooLong
              ? tooLongMessage(signupMaxLength(name, 'email'))
              : name === 'email' && values[name].trim()
                ? INVALID_EMAIL_MESSAGE
                : `Please enter your ${label.toLowerCase()}.`}
          </span>
        ) : null}
      </div>
    );
  };

  return { id, submit, sending, field };
}
