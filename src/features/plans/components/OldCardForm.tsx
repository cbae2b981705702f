import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { CardInput } from '@/lib/payments';
import { CARD_NUMBER_MAX, CVV_MAX, cvvKeyAllowed, expiryError, expiryYears } from '../model';
import { useGateway } from './useGateway';
import './plans.css';

const MONTHS = Array.from({ length: 12 }, (_, index) => String(index + 1).padStart(2, '0'));

interface OldCardFormProps {
  submitLabel: string;
  busy?: boolean;
  onSubmit: (input: CardInput) => void | Promise<void>;
  onCancel?: () => void;
}

/**
 * The old card form: card number (at most 16 digits), expiry month and year selects (20
 * years), cvv (at most 4 digits, key filter); empty fields get a red border. The typed number
 * is cleared as soon as it is handed over.
 */
export function OldCardForm({ submitLabel, busy, onSubmit, onCancel }: OldCardFormProps) {
  const hostedRef = useRef<HTMLDivElement>(null);
  const { gateway, hosted, error: loadError } = useGateway(hostedRef);
  const [number, setNumber] = useState('');
  const [month, setMonth] = useState('month');
  const [year, setYear] = useState('year');
  const [cvv, setCvv] = useState('');
  const [tried, setTried] = useState(false);
  const [expiryMessage, setExpiryMessage] = useState<string | null>(null);
  const useHosted = Boolean(gateway?.hostedFields);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (useHosted) {
      if (!hosted) return;
      await onSubmit({ kind: 'hosted', tokenize: () => hosted.tokenize({}) });
      return;
    }
    setTried(true);
    const message = expiryError(month, year);
    setExpiryMessage(message);
    if (!number || !cvv || message) return;
    const card = { number, expMonth: month, expYear: year, cvv };
    // Never kept: cleared from the form once handed to the gateway.
    setNumber('');
    setCvv('');
    await onSubmit({ kind: 'details', card });
  };

  const onCvvKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.ctrlKey || event.metaKey) return;
    if (!cvvKeyAllowed(event.key)) event.preventDefault();
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
      <div
        ref={hostedRef}
        className={useHosted ? 'card-form__hosted' : undefined}
        hidden={!useHosted}
      />
      {useHosted ? null : (
        <>
          <div className={`field${tried && !number ? ' field--error' : ''}`}>
            <label htmlFor="old-card-number">Card number</label>
            <input
              id="old-card-number"
              inputMode="numeric"
              autoComplete="cc-number"
              value={number}
              aria-invalid={tried && !number ? true : undefined}
              onChange={(event) =>
                setNumber(event.target.value.replace(/\D/g, '').slice(0, CARD_NUMBER_MAX))
              }
            />
          </div>
          <div className="card-form__row">
            <div
              className={`field${tried && (month === 'month' || expiryMessage) ? ' field--error' : ''}`}
            >
              <label htmlFor="old-card-month">Expiry month</label>
              <select
                id="old-card-month"
                value={month}
                autoComplete="cc-exp-month"
                onChange={(event) => setMonth(event.target.value)}
              >
                <option value="month">Month</option>
                {MONTHS.map((value) => (
                  <option key={value} value={value}>
                    {value}
                  </option>
                ))}
              </select>
            </div>
            <div
              className={`field${tried && (year === 'year' || expiryMessage) ? ' field--error' : ''}`}
            >
              <label htmlFor="old-card-year">Expiry year</label>
              <select
                id="old-card-year"
                value={year}
                autoComplete="cc-exp-year"
                onChange={(event) => setYear(event.target.value)}
              >
                <option value="year">Year</option>
                {expiryYears().map((value) => (
                  <option key={value} value={String(value)}>
                    {value}
                  </option>
                ))}
              </select>
            </div>
            <div className={`field${tried && !cvv ? ' field--error' : ''}`}>
              <label htmlFor="old-card-cvv">CVV</label>
              <input
                id="old-card-cvv"
                inputMode="numeric"
                autoComplete="cc-csc"
                maxLength={CVV_MAX}
                value={cvv}
                aria-invalid={tried && !cvv ? true : undefined}
                onKeyDown={onCvvKey}
                onChange={(event) =>
                  setCvv(event.target.value.replace(/\D/g, '').slice(0, CVV_MAX))
                }
              />
            </div>
          </div>
          {tried && expiryMessage ? (
            <p className="field__error" role="alert">
              {expiryMessage}
            </p>
          ) : null}
        </>
      )}
      <div className="card-form__actions">
        {onCancel ? (
          <button type="button" className="button button--secondary" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
        <button type="submit" className="button button--primary" disabled={busy || !gateway}>
          {busy ? 'Processing…' : submitLabel}
        </button>
      </div>
    </form>
  );
}
