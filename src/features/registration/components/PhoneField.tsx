import { forwardRef, useId } from 'react';
import { MAX_LENGTH } from '@/lib/validation';
import { countries } from '../countries';

interface PhoneFieldProps {
  countryCode: string;
  phone: string;
  error?: string;
  onCountryChange: (code: string, dialCode: string) => void;
  onPhoneChange: (phone: string) => void;
}

/** A phone number with the country dial-code list (the United Kingdom first and by default). */
export const PhoneField = forwardRef<HTMLInputElement, PhoneFieldProps>(function PhoneField(
  { countryCode, phone, error, onCountryChange, onPhoneChange },
  ref,
) {
  const id = useId();
  const selectId = `${id}-country`;
  const inputId = `${id}-phone`;
  return (
    <div className={`field phone-field${error ? ' field--error' : ''}`}>
      <div className="phone-field__row">
        <div className="phone-field__country">
          <label htmlFor={selectId}>Country code</label>
          <select
            id={selectId}
            value={countryCode}
            onChange={(event) => {
              const country = countries.find((item) => item.code === event.target.value);
              if (country) onCountryChange(country.code, country.dial_code);
            }}
          >
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {`${country.dial_code} ${country.name}`}
              </option>
            ))}
          </select>
        </div>
        <div className="phone-field__number">
          <label htmlFor={inputId}>Phone</label>
          <input
            ref={ref}
            id={inputId}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={MAX_LENGTH.phone}
            value={phone}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-message` : undefined}
            onChange={(event) => onPhoneChange(event.target.value)}
          />
        </div>
      </div>
      {error ? (
        <span id={`${inputId}-message`} className="field__error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
});
