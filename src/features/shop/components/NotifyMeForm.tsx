import { EmailField } from '@/ui/EmailField';
import { ServedButton } from '@/ui/ServedButton';
import { useEmailSubmit } from '@/ui/useEmailSubmit';
import { useNotifyWhenInStockMutation } from '../api';

/** Out of stock: the shopper leaves an email to hear when the product is back. */
export function NotifyMeForm({
  productId,
  initialEmail = '',
}: {
  productId: number;
  initialEmail?: string;
}) {
  const [notify] = useNotifyWhenInStockMutation();
  const { email, setEmail, error, done, busy, onSubmit } = useEmailSubmit(
    (email) => notify({ productId, email }).unwrap(),
    initialEmail,
  );
  if (done)
    return (
      <p role="status" className="shop-notice">
        {done}
      </p>
    );
  return (
    <form className="notify-me" aria-label="Notify me" noValidate onSubmit={onSubmit}>
      <p>Out of stock. Leave your email and we will tell you when it is back.</p>
      <EmailField value={email} error={error} onChange={setEmail} />
      <ServedButton className="button" type="submit" disabled={busy}>
        Notify me
      </ServedButton>
    </form>
  );
}
