import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { shallowEqual } from 'react-redux';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import {
  coachingBasketPaid,
  selectShopLines,
  useChangeBasketMutation,
  useCoachingBasketQuery,
  type CoachingBasketLine,
} from '@/features/basket';
import { selectProfile } from '@/features/user';
import { paymentCancelled, useCheckout } from '@/lib/checkout';
import { paymentFailureMessage, type CardInput } from '@/lib/payments';
import { popups } from '@/ui/popupStore';
import { showFailure } from '@/ui/showFailure';
import { ErrorState } from '@/ui/ErrorState';
import { EmptyState } from '@/ui/EmptyState';
import { Spinner } from '@/ui/Spinner';
import {
  bookedClassPros,
  bookingClosed,
  bookingTimeZone,
  bookingWhen,
  fullLines,
  startedLines,
} from '../booking';

import {
  basketMethod,
  basketOrder,
  readBookingDone,
  UNKNOWN_PAYMENT_ERROR,
  type BookingPayment,
} from '../purchase';
import type { PaymentMethod } from '@/features/plans';
import '../coaching.css';
import { failureMessage } from '@/lib/failureMessage';
import { formatPrice } from '@/lib/format/money';
import { PaymentProcessing } from '@/ui/PaymentProcessing';

/** The card form and the wallet choice (and the payment code behind them) load at the payment step only. */
const SubscriptionCardForm = lazy(() =>
  import('@/features/plans').then((plans) => ({ default: plans.SubscriptionCardForm })),
);
const PaymentMethodChoice = lazy(() =>
  import('@/features/plans').then((plans) => ({ default: plans.PaymentMethodChoice })),
);

/**
 * /rwl-coaches/viewbasket: the coaching basket the server holds (classes and one-to-one sessions
 * with their dates), membership inclusion (default yes) and the total; then the saved card (first,
 * for a member who has one, as on the upgrade page), a new card with 3-D Secure or the wallet, or
 * a free booking; then /rwl-coaches/thankyou. A class that has filled up, or a
 * class or session that has started since it was added, is named here and nothing can be paid
 * until it is removed.
 */
export default function ViewBasketPage() {
  const id = useId();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const profile = useAppSelector(selectProfile);
  const shopLines = useAppSelector(selectShopLines, shallowEqual);
  const [timeZone] = useState(bookingTimeZone);
  const [openedAt] = useState(Date.now);
  // Asked afresh each time the page opens: a class may have filled up since it was added.
  const basket = useCoachingBasketQuery(undefined, { refetchOnMountOrArgChange: true });
  const [changeBasket, { isLoading: removing }] = useChangeBasketMutation();
  const [includeMembership, setIncludeMembership] = useState(true);
  const [step, setStep] = useState<'basket' | 'payment'>('basket');
  const [method, setMethod] = useState<PaymentMethod>(() =>
    profile.has_cards === 1 ? 'saved' : 'card',
  );
  const { pay: checkout, paying } = useCheckout();

  useEffect(() => {
    document.title = 'Your coaching basket | RWL';
  }, []);

  if (basket.isLoading) return <Spinner label="Loading your basket" />;
  if (basket.error || !basket.data)
    return (
      <div className="page">
        <ErrorState message={failureMessage(basket.error)} onRetry={() => void basket.refetch()} />
      </div>
    );

  const { lines, total } = basket.data;
  const full = fullLines(basket.data);
  const started = startedLines(basket.data, openedAt);
  const shopCount = shopLines.reduce((sum, line) => sum + line.quantity, 0);

  const remove = async (line: CoachingBasketLine) => {
    try {
      await changeBasket({ action: 'remove', basket_id: line.basket_id }).unwrap();
    } catch (failure) {
      showFailure(failure);
    }
  };

  const pay = async (payment: BookingPayment) => {
    try {
      // A paid (or failed) basket is asked for again through its cache tag; the header's count
      // reads 0 at once.
      const reply = await checkout(basketOrder(includeMembership), basketMethod(payment));
      const done = readBookingDone(reply.data);
      dispatch(coachingBasketPaid());
      navigate(`/rwl-coaches/thankyou?booking=${encodeURIComponent(done.booking_ref)}`, {
        replace: true,
        // The thank-you page links to the class calendars that now mark these bookings.
        state: { pros: bookedClassPros(lines) },
      });
    } catch (failure) {
      if (paymentCancelled(failure)) return;
      const message = paymentFailureMessage(failure);
      await popups.alert(message === 'Something went wrong' ? UNKNOWN_PAYMENT_ERROR : message);
    }
  };

  const shopNote =
    shopCount > 0 ? (
      <p>
        Your shop items ({shopCount}) are paid at the <Link to="/checkout">checkout</Link>.
      </p>
    ) : null;

  if (lines.length === 0)
    return (
      <div className="page basket-page">
        <h1>Your coaching basket</h1>
        <EmptyState title="Your coaching basket is empty.">
          <Link className="button" to="/home/rwlpros">
            Find a fitness professional
          </Link>
        </EmptyState>
        {shopNote}
      </div>
    );

  return (
    <div className="page basket-page">
      <h1>Your coaching basket</h1>
      <ul className="basket-lines" aria-label="Bookings">
        {lines.map((line) => (
          <li key={line.basket_id} className="basket-line">
            <div className="basket-line__body">
              <span className="basket-line__title">{line.title}</span>
              <span className="basket-line__detail">
                {line.type === 'class' ? 'Classes' : 'One-to-one session'}
                {line.pro_name ? ` with ${line.pro_name}` : ''},{' '}
                {line.type === 'class' ? 'from ' : ''}
                {bookingWhen(line.start_at, timeZone)}
              </span>
              {line.is_full === 1 ? (
                <strong className="basket-line__full">This class is full.</strong>
              ) : bookingClosed(line, openedAt) ? (
                <strong className="basket-line__full">This date has passed.</strong>
              ) : null}
            </div>
            <span className="basket-line__price">
              {line.price === 0 ? 'Free' : formatPrice(line.price)}
            </span>
            <button
              type="button"
              className="button button--secondary"
              disabled={removing || paying}
              aria-label={`Remove ${line.title}`}
              onClick={() => void remove(line)}
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
      <label className="choice basket-membership" htmlFor={`${id}-membership`}>
        <input
          id={`${id}-membership`}
          type="checkbox"
          checked={includeMembership}
          disabled={paying}
          onChange={(event) => setIncludeMembership(event.target.checked)}
        />{' '}
        Include my RWL membership with these bookings
      </label>
      <p className="basket-total">
        Total <strong data-testid="coaching-total">{formatPrice(total)}</strong>
      </p>
      {shopNote}
      {full.length ? (
        <p className="basket-blocked" role="alert">
          {full.map((line) => line.title).join(', ')}: this class is full. Remove it from your
          basket to book the rest.
        </p>
      ) : started.length ? (
        <p className="basket-blocked" role="alert">
          {started.map((line) => line.title).join(', ')}: this date has passed. Remove it from your
          basket to book the rest.
        </p>
      ) : total === 0 ? (
        <button
          type="button"
          className="button button--primary"
          disabled={paying}
          onClick={() => void pay({ kind: 'free' })}
        >
          {paying ? 'Booking…' : 'Book for free'}
        </button>
      ) : step === 'basket' ? (
        <button type="button" className="button button--primary" onClick={() => setStep('payment')}>
          Continue to payment
        </button>
      ) : (
        <section aria-labelledby={`${id}-payment`}>
          <h2 id={`${id}-payment`}>Payment</h2>
          <Suspense fallback={<Spinner label="Loading the card form" />}>
            {profile.has_cards === 1 ? (
              <PaymentMethodChoice value={method} onChange={setMethod} savedCard />
            ) : (
              <PaymentMethodChoice
                value={method === 'wallet' ? 'wallet' : 'card'}
                onChange={setMethod}
              />
            )}
            {method === 'saved' ? (
              <button
                type="button"
                className="button button--primary"
                disabled={paying}
                onClick={() => void pay({ kind: 'saved' })}
              >
                Pay {formatPrice(total)} with my saved card
              </button>
            ) : method === 'card' ? (
              // Its own boundary: choosing New card keeps the choice on screen while the form loads.
              <Suspense fallback={<Spinner label="Loading the card form" />}>
                <SubscriptionCardForm
                  submitLabel={`Pay ${formatPrice(total)}`}
                  busy={paying}
                  initialHolder={{ firstName: profile.first_name, lastName: profile.last_name }}
                  onSubmit={(card: CardInput) => pay({ kind: 'card', card })}
                />
              </Suspense>
            ) : (
              <button
                type="button"
                className="button button--primary"
                disabled={paying}
                onClick={() => void pay({ kind: 'wallet', total })}
              >
                Pay {formatPrice(total)} with wallet
              </button>
            )}
          </Suspense>
        </section>
      )}
      {paying ? (
        <PaymentProcessing label={total === 0 ? 'Booking your classes…' : undefined} />
      ) : null}
    </div>
  );
}
