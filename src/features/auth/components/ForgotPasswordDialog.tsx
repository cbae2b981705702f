import { useState, type FormEvent } from 'react';
import { MAX_LENGTH, isValidEmail } from '@/lib/validation';
import { Dialog } from '@/ui/Dialog';
import { TextField } from '@/ui/TextField';
import { requestPasswordReset } from '../authService';
import { failureMessage } from '@/lib/failureMessage';

/** What the dialog says when the server's answer carries no message. */
const LINK_SENT = 'If the address is registered, we have sent a link.';

/**
 * Forgot password: asks for the email; the server emails the reset link. The dialog shows the
 * server's answer only, the same for every address.
 */
export function ForgotPasswordDialog({
  onClose,
  sendLink = requestPasswordReset,
}: {
  onClose: () => void;
  /** Who is asked to send the link: the member's (default) or the hypnotherapy area's call. */
  sendLink?: (email: string) => Promise<string>;
}) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!isValidEmail(email)) {
      setError('please enter valid email id');
      return;
    }
    setBusy(true);
    try {
      setSent((await sendLink(email)) || LINK_SENT);
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog title="Reset your password" onClose={onClose}>
      {sent !== null ? (
        <div role="status">
          <p>{sent}</p>
          <button type="button" className="button button--primary" onClick={onClose}>
            OK
          </button>
        </div>
      ) : (
        <form onSubmit={submit} noValidate>
          <p>
            Enter the email address you joined with and we will send you a link to set a new
            password.
          </p>
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            maxLength={MAX_LENGTH.email}
            value={email}
            error={error}
            onChange={(event) => {
              setEmail(event.target.value);
              setError(undefined);
            }}
            onFocus={() => setError(undefined)}
          />
          <button type="submit" className="button button--primary button--block" disabled={busy}>
            {busy ? 'Sending…' : 'Send reset link'}
          </button>
        </form>
      )}
    </Dialog>
  );
}
