import { Link } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { selectProfile } from '@/features/user';
import { formatPrice } from '@/lib/format/money';

/** Gift credit: the balance of redeemed gift cards, taken off the member's next plan payment. */
export function GiftCreditSection() {
  const profile = useAppSelector(selectProfile);
  const balance = profile.gift_credit_balance;
  return (
    <section className="form-card profile-section" aria-labelledby="gift-credit-title">
      <h2 id="gift-credit-title">Gift credit</h2>
      <p data-testid="profile-gift-credit">
        Your gift credit: <strong>{formatPrice(balance)}</strong>
      </p>
      {balance > 0 ? <p>It is taken off the price when you choose a plan.</p> : null}
      <div className="card-form__actions profile-actions">
        <Link className="button button--secondary" to="/home/giftcards">
          Gift cards
        </Link>
      </div>
    </section>
  );
}
