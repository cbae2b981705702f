import { useId } from 'react';
import { ADDRESS_LIMITS, type DeliveryAddress } from '../model';

interface AddressFormProps {
  address: DeliveryAddress;
  errors: Partial<Record<keyof DeliveryAddress, string>>;
  askEmail: boolean;
  counties: string[];
  onChange: (field: keyof DeliveryAddress, value: string) => void;
}

const LABELS: Record<keyof DeliveryAddress, string> = {
  email: 'Email',
  first_name: 'First name',
  last_name: 'Last name',
  address_line_1: 'Address line 1',
  address_line_2: 'Address line 2 (optional)',
  city: 'Town or city',
  county: 'County',
  postcode: 'Postcode',
};

const AUTOCOMPLETE: Record<keyof DeliveryAddress, string> = {
  email: 'email',
  first_name: 'given-name',
  last_name: 'family-name',
  address_line_1: 'address-line1',
  address_line_2: 'address-line2',
  city: 'address-level2',
  county: 'address-level1',
  postcode: 'postal-code',
};

/** The delivery address (UK only), each field with its message beside it. */
export function AddressForm({ address, errors, askEmail, counties, onChange }: AddressFormProps) {
  const id = useId();
  const fields = (Object.keys(LABELS) as (keyof DeliveryAddress)[]).filter(
    (field) => askEmail || field !== 'email',
  );
  return (
    <fieldset className="address-form">
      <legend>Delivery address (UK only)</legend>
      {fields.map((field) => {
        const fieldId = `${id}-${field}`;
        const error = errors[field];
        const common = {
          id: fieldId,
          name: field,
          autoComplete: AUTOCOMPLETE[field],
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${fieldId}-error` : undefined,
        };
        return (
          <div key={field} className={`field${error ? ' field--error' : ''}`}>
            <label htmlFor={fieldId}>{LABELS[field]}</label>
            {field === 'county' ? (
              <select
                {...common}
                value={address.county}
                onChange={(event) => onChange(field, event.target.value)}
              >
                <option value="">Choose a county</option>
                {counties.map((county) => (
                  <option key={county} value={county}>
                    {county}
                  </option>
                ))}
              </select>
            ) : (
              <input
                {...common}
                type={field === 'email' ? 'email' : 'text'}
                maxLength={ADDRESS_LIMITS[field]}
                value={address[field]}
                onChange={(event) => onChange(field, event.target.value)}
              />
            )}
            {error ? (
              <span id={`${fieldId}-error`} className="field__error">
                {error}
              </span>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
