import { useId, useState, type FormEvent } from 'react';
import { isValidEmail } from '@/lib/validation/email';
import { popups } from '@/ui/popupStore';
import { useNotifyWhenInStockMutation } from '../api';
import { ServedButton } from '@/ui/ServedButton';

/** Out of stock: the shopper leaves an email to hear when the product is back. */
export function NotifyMeForm({
  productId,
  initialEmail = '',
}: {
  productId: number;
  initialEmail?: string;
}) {
  const id = useId();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const [notify, { isLoading }] = useNotifyWhenInStockMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isValidEmail(email.trim())) {
      setError('Please enter a valid email address.');
      return;
    }
    setError('');
    try {
      setDone(await notify({ productId, email: email.trim() }).unwrap());
    } catch (failure) {
      await popups.alert(
        failure && typeof failure === 'object' && 'message' in failure
          ? String(failure.message)
          : 'Something went wrong',
      );
    }
  };
  if (done)
    return (
      <p role="status" className="shop-notice">
        {done}
      </p>
    );
  return (
    <form
      className="notify-me"
      aria-label="Notify me"
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <p>Out of stock. Leave your email and we will tell you when it is back.</p>
      <div className={`field${error ? ' field--error' : ''}`}>
        <label htmlFor={id}>Email</label>
        <input
          id={id}
          type="email"
          autoComplete="email"
          maxLength={254}
          value={email}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
        {error ? (
          <span id={`${id}-error`} className="field__error">
            {error}
          </span>
        ) : null}
      </div>
      <ServedButton className="button" type="submit" disabled={isLoading}>
        Notify me
      </ServedButton>
    </form>
  );
}
