import { EmailField } from './EmailField';
import { ServedButton } from './ServedButton';
import { useEmailSubmit } from './useEmailSubmit';

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
 * server's thanks replaces the form; a failure shows the server's message in the popup. Its
 * look (class email-signup, ./emailSignupForm.css) comes with the sheet of the feature using it.
 */
export function EmailSignupForm({ name, heading, subscribe, className }: EmailSignupFormProps) {
  const { email, setEmail, error, done, busy, onSubmit } = useEmailSubmit(subscribe);
  return (
    <form
      className={className ? `email-signup ${className}` : 'email-signup'}
      aria-label={name}
      noValidate
      onSubmit={onSubmit}
    >
      <h2>{heading}</h2>
      {done ? (
        <p role="status">{done}</p>
      ) : (
        <EmailField value={email} error={error} onChange={setEmail}>
          <ServedButton className="button" type="submit" disabled={busy}>
            Subscribe
          </ServedButton>
        </EmailField>
      )}
    </form>
  );
}
