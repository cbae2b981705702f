import { useState, type FormEvent } from 'react';
import { MAX_LENGTH } from '@/lib/validation';
import { showFailure } from '@/ui/showFailure';
import { TextField, type TextFieldProps } from '@/ui/TextField';
import { useLinkBankMutation } from '../api';
import {
  ACCOUNT_NUMBER_MAX_LENGTH,
  bankBody,
  bankErrors,
  SORT_CODE_MAX_LENGTH,
  type BankErrors,
  type BankForm as BankFields,
} from '../model';

const EMPTY: BankFields = { full_name: '', sort_code: '', account_number: '' };

/** The form's fields, in order: labels and input attributes. */
const INPUTS = {
  full_name: { label: 'Account holder name', autoComplete: 'name', maxLength: MAX_LENGTH.name },
  sort_code: {
    label: 'Sort code',
    inputMode: 'numeric',
    autoComplete: 'off',
    placeholder: '12-34-56',
    maxLength: SORT_CODE_MAX_LENGTH,
  },
  account_number: {
    label: 'Account number',
    inputMode: 'numeric',
    autoComplete: 'off',
    maxLength: ACCOUNT_NUMBER_MAX_LENGTH,
  },
} satisfies Record<keyof BankFields, TextFieldProps>;

interface BankFormProps {
  linked: boolean;
  sortCode: string;
  accountNumber: string;
}

/**
 * Links a UK bank account for payouts: sort code 6 digits and account number 8 digits, checked
 * next to each field before anything is sent. What was typed is kept when the server refuses.
 */
export function BankForm({ linked, sortCode, accountNumber }: BankFormProps) {
  const [form, setForm] = useState<BankFields>(EMPTY);
  const [errors, setErrors] = useState<BankErrors>({});
  const [done, setDone] = useState('');
  const [link, { isLoading }] = useLinkBankMutation();

  const field = (name: keyof BankFields): TextFieldProps => ({
    ...INPUTS[name],
    name,
    type: 'text',
    value: form[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      setForm((current) => ({ ...current, [name]: event.target.value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
      setDone('');
    },
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = bankErrors(form);
    setErrors(problems);
    const first = (['full_name', 'sort_code', 'account_number'] as const).find(
      (name) => problems[name],
    );
    if (first) {
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    try {
      const { message } = await link(bankBody(form)).unwrap();
      setForm(EMPTY);
      setDone(message || 'Your bank account is linked.');
    } catch (failure) {
      showFailure(failure);
    }
  };

  return (
    <form
      className="invite-payout"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="bank-heading"
    >
      <h3 id="bank-heading">Bank account</h3>
      <p className="hint">
        {linked
          ? `Payouts go to the account ${accountNumber}, sort code ${sortCode}.`
          : 'No bank account linked yet.'}
      </p>
      {(Object.keys(INPUTS) as (keyof BankFields)[]).map((name) => (
        <TextField key={name} {...field(name)} />
      ))}
      <button type="submit" className="button button--primary" disabled={isLoading}>
        {isLoading ? 'Linking…' : linked ? 'Change bank account' : 'Link bank account'}
      </button>
      <p className="invite-status invite-status--done" role="status">
        {done}
      </p>
    </form>
  );
}
