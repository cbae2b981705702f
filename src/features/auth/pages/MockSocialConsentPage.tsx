import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  MOCK_CONSENT_MESSAGE,
  MOCK_SOCIAL_PICTURE,
  mockSocialAccessToken,
  mockSocialId,
} from '@/lib/social/mockConsent';
import { storageKeys } from '@/lib/storage';
import { isValidEmail, lengthError, MAX_LENGTH } from '@/lib/validation';
import { TextField } from '@/ui/TextField';
import { useFormDraft } from '../formDraft';

export const title = 'Continue with Facebook (demo) | RWL';

export const CONSENT_MESSAGES = {
  nameMissing: 'Please enter your name.',
  emailMissing: 'Please enter your email address.',
  emailInvalid: 'please enter valid email id',
  noOpener: 'This page answers "Continue with Facebook" on the log in page. Please start there.',
} as const;

interface ConsentErrors {
  name?: string;
  email?: string;
}

export function consentErrors(name: string, email: string): ConsentErrors {
  const errors: ConsentErrors = {};
  if (!name.trim()) errors.name = CONSENT_MESSAGES.nameMissing;
  else errors.name = lengthError(name.trim(), MAX_LENGTH.name);
  if (!email.trim()) errors.email = CONSENT_MESSAGES.emailMissing;
  else if (email.trim().length > MAX_LENGTH.email || !isValidEmail(email))
    errors.email = CONSENT_MESSAGES.emailInvalid;
  return errors;
}

/** Posts to the page that opened this window, on this site only. */
function answer(message: unknown): boolean {
  const opener = window.opener as Window | null;
  if (!opener) return false;
  opener.postMessage(message, window.location.origin);
  return true;
}

/**
 * The mock backend's stand-in for Facebook's consent window (mock mode only): the person says
 * which Facebook name and email to share, and the page that opened it receives the social login
 * result (id, name, email, picture, accessToken). The same email is the same Facebook person.
 */
export default function MockSocialConsentPage() {
  const draft = useFormDraft(storageKeys.socialConsentDraft, { name: '', email: '' });
  const [errors, setErrors] = useState<ConsentErrors>({});
  const [status, setStatus] = useState('');
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    document.title = title;
  }, []);

  function submit(event: FormEvent) {
    event.preventDefault();
    const { name, email } = draft.values;
    const found = consentErrors(name, email);
    setErrors(found);
    if (found.name || found.email) {
      (found.name ? nameRef : emailRef).current?.focus();
      return;
    }
    const id = mockSocialId(email);
    const sent = answer({
      type: MOCK_CONSENT_MESSAGE,
      result: {
        id,
        name: name.trim(),
        email: email.trim(),
        picture: MOCK_SOCIAL_PICTURE,
        accessToken: mockSocialAccessToken(id),
      },
    });
    if (!sent) setStatus(CONSENT_MESSAGES.noOpener);
    else draft.clear();
  }

  function cancel() {
    if (!answer({ type: MOCK_CONSENT_MESSAGE, cancelled: true })) window.close();
  }

  return (
    <main id="main" className="page page--narrow auth-page">
      <h1>Continue to RWL with Facebook</h1>
      <p className="lead">
        This is the demo Facebook page of the mock backend: no Facebook account is used. RWL will
        receive your name, email address and profile picture.
      </p>
      <form className="form-card" onSubmit={submit} noValidate>
        <TextField
          ref={nameRef}
          label="Facebook name"
          name="name"
          autoComplete="name"
          maxLength={MAX_LENGTH.name}
          value={draft.values.name}
          error={errors.name}
          onChange={(event) => {
            draft.set('name', event.target.value);
            setErrors((current) => ({ ...current, name: undefined }));
          }}
        />
        <TextField
          ref={emailRef}
          label="Facebook email"
          type="email"
          name="email"
          autoComplete="email"
          maxLength={MAX_LENGTH.email}
          value={draft.values.email}
          error={errors.email}
          onChange={(event) => {
            draft.set('email', event.target.value);
            setErrors((current) => ({ ...current, email: undefined }));
          }}
        />
        <button type="submit" className="button button--facebook button--block">
          Continue
        </button>
        <button type="button" className="link-button" onClick={cancel}>
          Cancel
        </button>
        {status ? <p role="status">{status}</p> : null}
      </form>
    </main>
  );
}
