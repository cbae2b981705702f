import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { selectProfile } from '@/features/user';
import { formatPrice } from '@/lib/format/money';
import { BuyGiftCard } from '../components/BuyGiftCard';
import { RedeemGiftCard } from '../components/RedeemGiftCard';
import { SentGiftCards } from '../components/SentGiftCards';
import '../giftcards.css';

/** /home/giftcards: buy a gift card for someone, redeem one, and the cards sent. */
export default function GiftCardsPage() {
  const profile = useAppSelector(selectProfile);
  useEffect(() => {
    document.title = 'Gift cards | RWL';
  }, []);

  return (
    <div className="page page--narrow gift-cards-page">
      <h1>Gift cards</h1>
      <p className="lead">
        Give someone RWL: choose an amount, and we email them a code on the day you pick.
      </p>
      <p className="gift-credit" data-testid="gift-credit">
        Your gift credit: <strong>{formatPrice(profile.gift_credit_balance)}</strong>
        {profile.gift_credit_balance > 0 ? (
          <>
            {' '}
            · <Link to="/home/profile/upgrade-downgrade">Use it on a plan</Link>
          </>
        ) : null}
      </p>
      <section className="form-card" aria-labelledby="gift-buy-title">
        <h2 id="gift-buy-title">Buy a gift card</h2>
        <BuyGiftCard />
      </section>
      <section className="form-card" aria-labelledby="gift-redeem-title">
        <h2 id="gift-redeem-title">Redeem a gift card</h2>
        <RedeemGiftCard />
      </section>
      <section className="form-card" aria-labelledby="gift-sent-title">
        <h2 id="gift-sent-title">Sent</h2>
        <SentGiftCards />
      </section>
    </div>
  );
}
