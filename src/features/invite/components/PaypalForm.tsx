import { useState, type FormEvent } from 'react';
import { MAX_LENGTH } from '@/lib/validation';
import { showFailure } from '@/ui/showFailure';
import { TextField } from '@/ui/TextField';
import { useLinkPaypalMutation } from '../api';
import { paypalEmailError } from '../model';

/** Links a PayPal email for payouts; a bad email is refused next to the field, nothing sent. */
export function PaypalForm({ linkedEmail }: { linkedEmail: string }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [done, setDone] = useState('');
  const [link, { isLoading }] = useLinkPaypalMutation();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = paypalEmailError(email);
    setError(problem);
    if (problem) {
      event.currentTarget.querySelector('input')?.focus();
      return;
    }
    try {
      const { message } = await link(email.trim()).unwrap();
      setEmail('');
      setDone(message || 'Your PayPal account is linked.');
    } catch (failure) {
      showFailure(failure);
    }
  };

  return (
    <form
      className="invite-payout"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="paypal-heading"
    >
      <h3 id="paypal-heading">PayPal</h3>
      <p className="hint">
        {linkedEmail ? `Payouts go to ${linkedEmail}.` : 'No PayPal account linked yet.'}
      </p>
      <TextField
        label="PayPal email"
        type="email"
        autoComplete="email"
        maxLength={MAX_LENGTH.email}
        value={email}
        error={error}
        onChange={(event) => {
          setEmail(event.target.value);
          setError(undefined);
          setDone('');
        }}
      />
      <button type="submit" className="button button--primary" disabled={isLoading}>
        {isLoading ? 'Linking…' : linkedEmail ? 'Change PayPal' : 'Link PayPal'}
      </button>
      <p className="invite-status invite-status--done" role="status">
        {done}
      </p>
    </form>
  );
}
