import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useAppSelector } from '@/app/hooks';
import { selectProfile } from '@/features/user';
import { paymentCancelled, useCheckout, type CheckoutMethod } from '@/lib/checkout';
import { paymentFailureMessage, type CardInput } from '@/lib/payments';
import { formatOfferPrice, formatPrice } from '@/lib/format/money';
import { longDate } from '@/lib/format/days';
import { textDrafts } from '@/lib/textDrafts';
import { popups } from '@/ui/popupStore';
import { Spinner } from '@/ui/Spinner';
import { PaymentProcessing } from '@/ui/PaymentProcessing';
import {
  draftAmount,
  emptyDraft,
  GIFT_CARD_AMOUNTS,
  GIFT_FIELD_LIMITS,
  giftCardErrors,
  localDay,
  MAX_GIFT_CARD_AMOUNT,
  MIN_GIFT_CARD_AMOUNT,
  readGiftCardDraft,
  sentGiftCardSchema,
  type GiftCardDraft,
  type GiftCardField,
  type SentGiftCard,
} from '../model';

/** The card form (and the payment code behind it) loads only at the payment step. */
const SubscriptionCardForm = lazy(() =>
  import('@/features/plans').then((plans) => ({ default: plans.SubscriptionCardForm })),
);
const PaymentMethodChoice = lazy(() =>
  import('@/features/plans').then((plans) => ({ default: plans.PaymentMethodChoice })),
);

/** Where this tab keeps the form while it is being filled (never the card). */
const GIFT_CARD_DRAFT = 'gift-card-purchase';

/** A send date as the member reads it ("29 November 2026"), in their own calendar. */
export function sendDay(day: string): string {
  return longDate(`${day}T00:00:00`);
}

/** The card bought, as its confirmation says it. */
function boughtText(card: SentGiftCard): string {
  const amount = formatPrice(card.amount);
  return card.status === 'Scheduled'
    ? `We will email your ${amount} gift card to ${card.recipient_name} on ${sendDay(card.send_date)}.`
    : `We have emailed your ${amount} gift card to ${card.recipient_name}.`;
}

/**
 * Buy a gift card: an amount (a set one or another within the limits), the recipient's name and
 * email, a message and the send date, each checked beside its field; then card or wallet through
 * the checkout (3-D Secure when the bank asks). The form is kept for this tab until it is paid.
 */
export function BuyGiftCard() {
  const id = useId();
  const [draft, setDraft] = useState<GiftCardDraft>(
    () => readGiftCardDraft(textDrafts.get(GIFT_CARD_DRAFT)) ?? emptyDraft(),
  );
  const [errors, setErrors] = useState<Partial<Record<GiftCardField, string>>>({});
  const [step, setStep] = useState<'details' | 'payment'>('details');
  const [method, setMethod] = useState<'card' | 'wallet'>('card');
  const [bought, setBought] = useState<SentGiftCard | null>(null);
  const { pay: checkout, paying } = useCheckout();
  const profile = useAppSelector(selectProfile);

  useEffect(() => {
    textDrafts.set(GIFT_CARD_DRAFT, bought ? '' : JSON.stringify(draft));
  }, [draft, bought]);

  const amount = draftAmount(draft);
  const fieldId = (field: GiftCardField) => `${id}-${field}`;

  const change = (field: keyof GiftCardDraft, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    const shown: GiftCardField =
      field === 'customAmount' ? 'amount' : (field as Exclude<keyof GiftCardDraft, 'customAmount'>);
    setErrors((current) => ({ ...current, [shown]: undefined }));
  };
  /** A field left with something typed is checked at once. */
  const check = (field: GiftCardField) => {
    setErrors((current) => ({ ...current, [field]: giftCardErrors(draft)[field] }));
  };

  const toPayment = () => {
    const found = giftCardErrors(draft);
    setErrors(found);
    const first = (Object.keys(found) as GiftCardField[])[0];
    if (first) {
      document
        .getElementById(
          first === 'amount' && draft.amount === 'custom' ? `${id}-custom` : fieldId(first),
        )
        ?.focus();
      return;
    }
    setStep('payment');
  };

  const pay = async (payWith: CheckoutMethod) => {
    const found = giftCardErrors(draft);
    if (Object.keys(found).length) {
      setErrors(found);
      setStep('details');
      return;
    }
    try {
      const reply = await checkout(
        {
          kind: 'giftCard',
          amount,
          recipient_name: draft.recipient_name,
          recipient_email: draft.recipient_email,
          gift_message: draft.gift_message,
          send_date: draft.send_date,
        },
        payWith,
      );
      const row = Array.isArray(reply.data) ? sentGiftCardSchema.safeParse(reply.data[0]) : null;
      setBought(
        row?.success
          ? row.data
          : {
              gift_card_id: '',
              amount,
              recipient_name: draft.recipient_name.trim(),
              recipient_email: draft.recipient_email.trim(),
              send_date: draft.send_date,
              status: draft.send_date > localDay() ? 'Scheduled' : 'Sent',
            },
      );
    } catch (failure) {
      if (paymentCancelled(failure)) return;
      await popups.alert(paymentFailureMessage(failure));
    }
  };

  if (bought)
    return (
      <div className="gift-bought" role="status">
        <p>
          <strong>Thank you!</strong> {boughtText(bought)}
        </p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            setDraft(emptyDraft());
            setErrors({});
            setStep('details');
            setBought(null);
          }}
        >
          Buy another gift card
        </button>
      </div>
    );

  if (step === 'payment')
    return (
      <div className="gift-payment">
        <p>
          A {formatPrice(amount)} gift card for {draft.recipient_name.trim()} (
          {draft.recipient_email.trim()}), emailed on {sendDay(draft.send_date)}.{' '}
          <button type="button" className="link-button" onClick={() => setStep('details')}>
            Change
          </button>
        </p>
        <Suspense fallback={<Spinner label="Loading the card form" />}>
          <PaymentMethodChoice value={method} onChange={setMethod} />
          {method === 'card' ? (
            <SubscriptionCardForm
              submitLabel={`Pay ${formatPrice(amount)}`}
              busy={paying}
              initialHolder={{ firstName: profile.first_name, lastName: profile.last_name }}
              onSubmit={(input: CardInput) => pay({ kind: 'card', input })}
            />
          ) : (
            <button
              type="button"
              className="button button--primary"
              disabled={paying}
              onClick={() => void pay({ kind: 'wallet', price: amount, label: 'RWL gift card' })}
            >
              Pay {formatPrice(amount)} with wallet
            </button>
          )}
        </Suspense>
        {paying ? <PaymentProcessing /> : null}
      </div>
    );

  const errorOf = (field: GiftCardField) =>
    errors[field] ? (
      <span id={`${fieldId(field)}-error`} className="field__error">
        {errors[field]}
      </span>
    ) : null;
  const described = (field: GiftCardField, extra?: string) =>
    [errors[field] ? `${fieldId(field)}-error` : '', extra ?? ''].filter(Boolean).join(' ') ||
    undefined;
  const textField = (
    field: 'recipient_name' | 'recipient_email',
    label: string,
    type: 'text' | 'email',
    autoComplete: string,
  ) => (
    <div className={`field${errors[field] ? ' field--error' : ''}`}>
      <label htmlFor={fieldId(field)}>{label}</label>
      <input
        id={fieldId(field)}
        type={type}
        autoComplete={autoComplete}
        maxLength={GIFT_FIELD_LIMITS[field]}
        value={draft[field]}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={described(field)}
        onChange={(event) => change(field, event.target.value)}
        onBlur={() => {
          if (draft[field].trim()) check(field);
        }}
      />
      {errorOf(field)}
    </div>
  );

  return (
    <form
      noValidate
      aria-label="Buy a gift card"
      className="gift-form"
      onSubmit={(event) => {
        event.preventDefault();
        toPayment();
      }}
    >
      <fieldset
        className={`field gift-amounts${errors.amount ? ' field--error' : ''}`}
        aria-describedby={described('amount')}
      >
        <legend>Amount</legend>
        {GIFT_CARD_AMOUNTS.map((choice, index) => (
          <label key={choice} className="choice">
            <input
              id={index === 0 ? fieldId('amount') : undefined}
              type="radio"
              name={`${id}-amount`}
              checked={draft.amount === String(choice)}
              onChange={() => change('amount', String(choice))}
            />{' '}
            {formatOfferPrice(choice)}
          </label>
        ))}
        <label className="choice">
          <input
            type="radio"
            name={`${id}-amount`}
            checked={draft.amount === 'custom'}
            onChange={() => change('amount', 'custom')}
          />{' '}
          Another amount
        </label>
        {draft.amount === 'custom' ? (
          <div className="field">
            <label htmlFor={`${id}-custom`}>
              Amount in pounds (£{MIN_GIFT_CARD_AMOUNT} to £{MAX_GIFT_CARD_AMOUNT})
            </label>
            <input
              id={`${id}-custom`}
              inputMode="numeric"
              maxLength={GIFT_FIELD_LIMITS.customAmount}
              value={draft.customAmount}
              aria-invalid={errors.amount ? true : undefined}
              aria-describedby={described('amount')}
              onChange={(event) => change('customAmount', event.target.value)}
              onBlur={() => {
                if (draft.customAmount.trim()) check('amount');
              }}
            />
          </div>
        ) : null}
        {errorOf('amount')}
      </fieldset>
      {textField('recipient_name', "Recipient's name", 'text', 'off')}
      {textField('recipient_email', "Recipient's email", 'email', 'off')}
      <div className={`field${errors.gift_message ? ' field--error' : ''}`}>
        <label htmlFor={fieldId('gift_message')}>Message (optional)</label>
        <textarea
          id={fieldId('gift_message')}
          rows={4}
          maxLength={GIFT_FIELD_LIMITS.gift_message}
          value={draft.gift_message}
          aria-invalid={errors.gift_message ? true : undefined}
          aria-describedby={described('gift_message', `${fieldId('gift_message')}-count`)}
          onChange={(event) => change('gift_message', event.target.value)}
        />
        <span id={`${fieldId('gift_message')}-count`} className="field__hint">
          {draft.gift_message.length} of {GIFT_FIELD_LIMITS.gift_message} characters
        </span>
        {errorOf('gift_message')}
      </div>
      <div className={`field${errors.send_date ? ' field--error' : ''}`}>
        <label htmlFor={fieldId('send_date')}>Send date</label>
        <input
          id={fieldId('send_date')}
          type="date"
          min={localDay()}
          value={draft.send_date}
          aria-invalid={errors.send_date ? true : undefined}
          aria-describedby={described('send_date')}
          onChange={(event) => change('send_date', event.target.value)}
          onBlur={() => check('send_date')}
        />
        {errorOf('send_date')}
      </div>
      <button className="button button--primary" type="submit">
        Continue to payment
      </button>
    </form>
  );
}
