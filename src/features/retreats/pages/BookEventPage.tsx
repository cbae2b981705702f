import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { selectProfile } from '@/features/user';
import { paymentCancelled, useCheckout } from '@/lib/checkout';
import { paymentFailureMessage, type CardInput } from '@/lib/payments';
import { textDrafts } from '@/lib/textDrafts';
import { popups } from '@/ui/popupStore';
import { ErrorState } from '@/ui/ErrorState';
import { Spinner } from '@/ui/Spinner';
import { useRetreatQuery } from '../api';
import { readRetreatBooking, retreatOrder, UNKNOWN_PAYMENT_ERROR } from '../booking';
import {
  amountToday,
  attendeeErrors,
  MAX_ATTENDEES,
  readBookingDraft,
  retreatDates,
  type Attendee,
  type RetreatBooking,
  type RetreatPayment,
} from '../model';
import '../retreats.css';
import { failureMessage } from '@/lib/failureMessage';
import { formatPrice } from '@/lib/format/money';
import { PaymentProcessing } from '@/ui/PaymentProcessing';

/** The card form (and the payment code behind it) loads only at the payment step. */
const SubscriptionCardForm = lazy(() =>
  import('@/features/plans').then((plans) => ({ default: plans.SubscriptionCardForm })),
);

const EMPTY: Attendee = { first_name: '', last_name: '', email: '' };
const LIMITS: Record<keyof Attendee, number> = { first_name: 50, last_name: 50, email: 254 };
const LABELS: Record<keyof Attendee, string> = {
  first_name: 'First name',
  last_name: 'Last name',
  email: 'Email',
};

/** /retreats/{id}/bookevent: attendees, deposit or full payment, the card; then the confirmation. */
export default function BookEventPage() {
  const id = useId();
  const retreatId = Number(useParams().retreatId);
  const {
    data: retreat,
    error,
    isLoading,
    refetch,
  } = useRetreatQuery(retreatId, { skip: !(retreatId > 0) });
  const profile = useAppSelector(selectProfile);
  // The attendees and the payment choice are kept for this tab (never the card): a reload in the
  // middle of a booking loses nothing typed.
  const place = `retreat-booking:${retreatId}`;
  const [kept] = useState(() => readBookingDraft(textDrafts.get(place)));
  const [attendees, setAttendees] = useState<Attendee[]>(kept?.attendees ?? [EMPTY]);
  const [errors, setErrors] = useState<Partial<Record<keyof Attendee, string>>[]>([]);
  const [payment, setPayment] = useState<RetreatPayment>(kept?.payment ?? 'deposit');
  const [step, setStep] = useState<'details' | 'payment'>('details');
  const { pay: checkout, paying } = useCheckout();
  const [booking, setBooking] = useState<RetreatBooking | null>(null);

  useEffect(() => {
    document.title = 'Book a retreat | RWL';
  }, []);

  useEffect(() => {
    textDrafts.set(place, booking ? '' : JSON.stringify({ attendees, payment }));
  }, [place, attendees, payment, booking]);

  // The member is the first attendee unless they have typed someone else: filled once, when the
  // profile is known (adjusting state during render, not in an effect).
  const [prefilled, setPrefilled] = useState(false);
  if (profile.first_name && !prefilled) {
    setPrefilled(true);
    setAttendees((current) =>
      current[0] && !current[0].first_name && !current[0].last_name && !current[0].email
        ? [
            { first_name: profile.first_name, last_name: profile.last_name, email: profile.email },
            ...current.slice(1),
          ]
        : current,
    );
  }

  if (isLoading) return <Spinner label="Loading the retreat" />;
  if (error || !retreat)
    return (
      <div className="page">
        <ErrorState
          message={failureMessage(error, 'This retreat could not be found.')}
          onRetry={() => void refetch()}
        />
        <Link to="/retreats">All retreats</Link>
      </div>
    );

  if (booking)
    return (
      <div className="page page--narrow retreat-booked">
        <h1>Your place is booked</h1>
        <p>
          {retreat.title}, {retreatDates(retreat.start_date, retreat.end_date)}.
        </p>
        <dl className="retreat-facts">
          <div>
            <dt>Booking reference</dt>
            <dd>{booking.booking_ref}</dd>
          </div>
          <div>
            <dt>Paid today</dt>
            <dd>{formatPrice(booking.paid)}</dd>
          </div>
          <div>
            <dt>Left to pay</dt>
            <dd>{formatPrice(booking.balance)}</dd>
          </div>
        </dl>
        <p>We have emailed the details to every attendee.</p>
        <Link className="button" to="/retreats">
          All retreats
        </Link>
      </div>
    );

  const most = Math.max(0, Math.min(MAX_ATTENDEES, retreat.places_left));
  const total = amountToday(retreat, payment, attendees.length);

  const setCount = (count: number) => {
    setAttendees((current) =>
      count > current.length
        ? [...current, ...Array.from({ length: count - current.length }, () => EMPTY)]
        : current.slice(0, count),
    );
    setErrors([]);
  };
  const change = (index: number, field: keyof Attendee, value: string) => {
    setAttendees((current) =>
      current.map((attendee, at) => (at === index ? { ...attendee, [field]: value } : attendee)),
    );
    setErrors((current) =>
      current.map((entry, at) => (at === index ? { ...entry, [field]: undefined } : entry)),
    );
  };
  const toPayment = () => {
    const found = attendeeErrors(attendees);
    setErrors(found);
    const firstBad = found.findIndex((entry) => Object.keys(entry).length > 0);
    if (firstBad >= 0) {
      const field = Object.keys(found[firstBad] ?? {})[0];
      document.getElementById(`${id}-${firstBad}-${field}`)?.focus();
      return;
    }
    setStep('payment');
  };
  const pay = async (card: CardInput) => {
    try {
      const reply = await checkout(retreatOrder(retreat.retreat_id, attendees, payment), {
        kind: 'card',
        input: card,
      });
      setBooking(readRetreatBooking(reply.data));
      window.scrollTo?.(0, 0);
    } catch (failure) {
      if (paymentCancelled(failure)) return;
      const message = paymentFailureMessage(failure);
      await popups.alert(message === 'Something went wrong' ? UNKNOWN_PAYMENT_ERROR : message);
    }
  };

  if (most === 0)
    return (
      <div className="page">
        <h1>{retreat.title}</h1>
        <p>This retreat is fully booked.</p>
        <Link to="/retreats">All retreats</Link>
      </div>
    );

  return (
    <div className="page page--narrow retreat-booking">
      <Link to={`/retreats/${retreat.retreat_id}`}>{retreat.title}</Link>
      <h1>Book your place</h1>
      <p>
        {retreatDates(retreat.start_date, retreat.end_date)}, {retreat.place}. {retreat.places_left}{' '}
        places left.
      </p>
      {step === 'details' ? (
        <form
          noValidate
          aria-label="Attendees"
          onSubmit={(event) => {
            event.preventDefault();
            toPayment();
          }}
        >
          <div className="field">
            <label htmlFor={`${id}-count`}>Attendees</label>
            <select
              id={`${id}-count`}
              value={attendees.length}
              onChange={(event) => setCount(Number(event.target.value))}
            >
              {Array.from({ length: most }, (_, index) => (
                <option key={index + 1} value={index + 1}>
                  {index + 1}
                </option>
              ))}
            </select>
          </div>
          {attendees.map((attendee, index) => (
            <fieldset key={index} className="retreat-attendee">
              <legend>Attendee {index + 1}</legend>
              {(Object.keys(LABELS) as (keyof Attendee)[]).map((field) => {
                const fieldId = `${id}-${index}-${field}`;
                const message = errors[index]?.[field];
                return (
                  <div key={field} className={`field${message ? ' field--error' : ''}`}>
                    <label htmlFor={fieldId}>{LABELS[field]}</label>
                    <input
                      id={fieldId}
                      type={field === 'email' ? 'email' : 'text'}
                      maxLength={LIMITS[field]}
                      value={attendee[field]}
                      aria-invalid={message ? true : undefined}
                      aria-describedby={message ? `${fieldId}-error` : undefined}
                      onChange={(event) => change(index, field, event.target.value)}
                    />
                    {message ? (
                      <span id={`${fieldId}-error`} className="field__error">
                        {message}
                      </span>
                    ) : null}
                  </div>
                );
              })}
            </fieldset>
          ))}
          <fieldset className="field">
            <legend>Pay today</legend>
            <label className="choice">
              <input
                type="radio"
                name="payment"
                checked={payment === 'deposit'}
                onChange={() => setPayment('deposit')}
              />{' '}
              The deposit ({formatPrice(retreat.deposit)} a person)
            </label>
            <label className="choice">
              <input
                type="radio"
                name="payment"
                checked={payment === 'full'}
                onChange={() => setPayment('full')}
              />{' '}
              The full price ({formatPrice(retreat.price)} a person)
            </label>
          </fieldset>
          <p className="retreat-total">
            To pay today: <strong data-testid="retreat-total">{formatPrice(total)}</strong>
          </p>
          <button className="button button--primary" type="submit">
            Continue to payment
          </button>
        </form>
      ) : (
        <section aria-labelledby={`${id}-payment`}>
          <h2 id={`${id}-payment`}>Payment</h2>
          <p>
            {attendees.length} {attendees.length === 1 ? 'attendee' : 'attendees'},{' '}
            {payment === 'full' ? 'full price' : 'deposit'}: {formatPrice(total)} today.{' '}
            <button type="button" className="link-button" onClick={() => setStep('details')}>
              Change
            </button>
          </p>
          <Suspense fallback={<Spinner label="Loading the card form" />}>
            <SubscriptionCardForm
              submitLabel={`Pay ${formatPrice(total)}`}
              busy={paying}
              initialHolder={{
                firstName: attendees[0]?.first_name ?? '',
                lastName: attendees[0]?.last_name ?? '',
              }}
              onSubmit={(card) => pay(card)}
            />
          </Suspense>
        </section>
      )}
      {paying ? <PaymentProcessing /> : null}
    </div>
  );
}
