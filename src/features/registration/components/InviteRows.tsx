import { useId } from 'react';
import { MAX_LENGTH } from '@/lib/validation';
import type { InviteRow } from '../model';

interface InviteRowsProps {
  rows: InviteRow[];
  onChange: (index: number, field: 'first_name' | 'email', value: string) => void;
}

/** Three invite rows, each with a first name and an email, and their messages next to the fields. */
export function InviteRows({ rows, onChange }: InviteRowsProps) {
  const base = useId();
  return (
    <div className="invite-rows">
      {rows.map((row, index) => {
        const nameId = `${base}-name-${index}`;
        const emailId = `${base}-email-${index}`;
        const friend = `Friend ${index + 1}`;
        return (
          <fieldset key={friend} className="invite-row">
            <legend>{friend}</legend>
            <div className={`field${row.errors.first_name ? ' field--error' : ''}`}>
              <label htmlFor={nameId}>{`${friend} first name`}</label>
              <input
                id={nameId}
                type="text"
                maxLength={MAX_LENGTH.name}
                autoComplete="off"
                value={row.first_name}
                aria-invalid={row.errors.first_name ? true : undefined}
                aria-describedby={row.errors.first_name ? `${nameId}-message` : undefined}
                onChange={(event) => onChange(index, 'first_name', event.target.value)}
              />
              {row.errors.first_name ? (
                <span id={`${nameId}-message`} className="field__error" role="alert">
                  {row.errors.first_name}
                </span>
              ) : null}
            </div>
            <div className={`field${row.errors.email ? ' field--error' : ''}`}>
              <label htmlFor={emailId}>{`${friend} email`}</label>
              <input
                id={emailId}
                type="email"
                maxLength={MAX_LENGTH.email}
                autoComplete="off"
                value={row.email}
                aria-invalid={row.errors.email ? true : undefined}
                aria-describedby={row.errors.email ? `${emailId}-message` : undefined}
                onChange={(event) => onChange(index, 'email', event.target.value)}
              />
              {row.errors.email ? (
                <span id={`${emailId}-message`} className="field__error" role="alert">
                  {row.errors.email}
                </span>
              ) : null}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
