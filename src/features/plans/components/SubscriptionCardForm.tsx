import { useRef, useState, type FormEvent } from 'react';
import type { CardInput } from '@/lib/payments';
import { TextField } from '@/ui/TextField';
import { expiryError, lengthError, MAX_LENGTH } from '@/lib/validation';
import { CARD_NUMBER_MAX, CVV_MAX, SUBSCRIPTION_CARD_MESSAGES } from '../model';
import { useGateway } from './useGateway';
import './plans.css';

export interface CardHolder {
  firstName: string;
  lastName: string;
}

interface SubscriptionCardFormProps {
  submitLabel: string;
  busy?: boolean;
  /** Receives the card input for the gateway and the holder's names; never store the input. */
  onSubmit: (input: CardInput, holder: CardHolder) => void | Promise<void>;
  initialHolder?: Partial<CardHolder>;
}

type Errors = Partial<Record<keyof typeof SUBSCRIPTION_CARD_MESSAGES, string>>;

const EXPIRY_FORMAT_MESSAGE = 'Please enter the expiry date as MM/YY.';

function parseExpiry(value: string): { month: string; year: string } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  const month = match?.[1];
  const typedYear = match?.[2];
  if (month === undefined || typedYear === undefined) return null;
  const year = typedYear.length === 2 ? `20${typedYear}` : typedYear;
  return { month: month.padStart(2, '0'), year };
}

/**
 * The subscription card form (paywall, special offers): first and last name, name on card,
 * card number, expiry (MM/YY) and CVV with the six "... is required." messages. With Recurly
 * or Stripe the number, expiry and CVV are the provider's hosted fields. Provider errors read
 * "The following fields appear to be invalid: " plus the field names (shown by the caller).
 */
export function SubscriptionCardForm({
  submitLabel,
  busy,
  onSubmit,
  initialHolder,
}: SubscriptionCardFormProps) {
  const hostedRef = useRef<HTMLDivElement>(null);
  const { gateway, hosted, error: loadError } = useGateway(hostedRef);
  const [firstName, setFirstName] = useState(initialHolder?.firstName ?? '');
  const [lastName, setLastName] = useState(initialHolder?.lastName ?? '');
  // The name given at registration is not asked again: it fills the names and the name on card.
  const [cardName, setCardName] = useState(
    `${initialHolder?.firstName ?? ''} ${initialHolder?.lastName ?? ''}`.trim(),
  );
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvv, setCvv] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const useHosted = Boolean(gateway?.hostedFields);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {};
    if (!firstName.trim()) next.firstName = SUBSCRIPTION_CARD_MESSAGES.firstName;
    else next.firstName = lengthError(firstName.trim(), MAX_LENGTH.name);
    if (!lastName.trim()) next.lastName = SUBSCRIPTION_CARD_MESSAGES.lastName;
    else next.lastName = lengthError(lastName.trim(), MAX_LENGTH.name);
    if (!cardName.trim()) next.cardName = SUBSCRIPTION_CARD_MESSAGES.cardName;
    else next.cardName = lengthError(cardName.trim(), MAX_LENGTH.name);
    if (!useHosted) {
      if (!number) next.cardNumber = SUBSCRIPTION_CARD_MESSAGES.cardNumber;
      if (!cvv) next.cvv = SUBSCRIPTION_CARD_MESSAGES.cvv;
      if (!expiry.trim()) next.expiry = SUBSCRIPTION_CARD_MESSAGES.expiry;
      else {
        const typed = parseExpiry(expiry);
        next.expiry = typed
          ? expiryError(Number(typed.month), Number(typed.year))
          : EXPIRY_FORMAT_MESSAGE;
      }
    }
    for (const key of Object.keys(next) as (keyof Errors)[]) if (!next[key]) delete next[key];
    setErrors(next);
    if (Object.keys(next).length) return;
    const holder = { firstName: firstName.trim(), lastName: lastName.trim() };
    if (useHosted) {
      if (!hosted) return;
      await onSubmit({ kind: 'hosted', tokenize: () => hosted.tokenize(holder) }, holder);
      return;
    }
    const parsed = parseExpiry(expiry) ?? { month: '', year: '' };
    const card = {
      number,
      expMonth: parsed.month,
      expYear: parsed.year,
      cvv,
      ...holder,
      holderName: cardName.trim(),
    };
    setNumber('');
    setCvv('');
    await onSubmit({ kind: 'details', card }, holder);
  };

  return (
    <form
      className="card-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Card details"
    >
      {loadError ? (
        <p role="alert" className="field__error">
          {loadError}
        </p>
      ) : null}
      <div className="card-form__row card-form__row--two">
        <TextField
          label="First name"
          autoComplete="given-name"
          maxLength={MAX_LENGTH.name}
          value={firstName}
          error={errors.firstName}
          onChange={(event) => setFirstName(event.target.value)}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          maxLength={MAX_LENGTH.name}
          value={lastName}
          error={errors.lastName}
          onChange={(event) => setLastName(event.target.value)}
        />
      </div>
      <TextField
        label="Name on card"
        autoComplete="cc-name"
        maxLength={MAX_LENGTH.name}
        value={cardName}
        error={errors.cardName}
        onChange={(event) => setCardName(event.target.value)}
      />
      <div
        ref={hostedRef}
        className={useHosted ? 'card-form__hosted' : undefined}
        hidden={!useHosted}
      />
      {useHosted ? null : (
        <>
          <TextField
            label="Card number"
            inputMode="numeric"
            autoComplete="cc-number"
            value={number}
            error={errors.cardNumber}
            onChange={(event) =>
              setNumber(event.target.value.replace(/\D/g, '').slice(0, CARD_NUMBER_MAX))
            }
          />
          <div className="card-form__row card-form__row--two">
            <TextField
              label="Expiry date (MM/YY)"
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="MM/YY"
              maxLength={7}
              value={expiry}
              error={errors.expiry}
              onChange={(event) =>
                setExpiry(event.target.value.replace(/[^\d/ ]/g, '').slice(0, 7))
              }
            />
            <TextField
              label="CVV"
              inputMode="numeric"
              autoComplete="cc-csc"
              maxLength={CVV_MAX}
              value={cvv}
              error={errors.cvv}
              onChange={(event) => setCvv(event.target.value.replace(/\D/g, '').slice(0, CVV_MAX))}
            />
          </div>
        </>
      )}
      <p className="card-form__note">
        Your card details go straight to our payment provider; we never store your card number.
      </p>
      <div className="card-form__actions">
        <button
          type="submit"
          className="button button--primary button--block"
          disabled={busy || !gateway}
        >
          {busy ? 'Processing…' : submitLabel}
        </button>
      </div>
    </form>
  );
}
