import { useId, useState, type FormEvent } from 'react';
import { MAX_LENGTH } from '@/lib/validation';
import { showFailure } from '@/ui/showFailure';
import { TextField } from '@/ui/TextField';
import { useInviteFriendsMutation } from '../api';
import { checkInvites, emptyInviteRows, type InviteRow, type InviteRowErrors } from '../model';

/**
 * Three invite rows (first name and email). Each started row is checked next to its fields;
 * nothing is sent while one is wrong; the filled rows are sent and the form empties.
 */
export function InviteFriendsForm() {
  const base = useId();
  const [rows, setRows] = useState<InviteRow[]>(emptyInviteRows);
  const [errors, setErrors] = useState<InviteRowErrors[]>([]);
  const [formMessage, setFormMessage] = useState('');
  const [sent, setSent] = useState('');
  const [invite, { isLoading }] = useInviteFriendsMutation();

  const fieldId = (index: number, field: keyof InviteRow) => `${base}-${field}-${index}`;

  const change = (index: number, field: keyof InviteRow, value: string) => {
    setRows((current) =>
      current.map((row, position) => (position === index ? { ...row, [field]: value } : row)),
    );
    setErrors((current) =>
      current.map((row, position) => (position === index ? { ...row, [field]: undefined } : row)),
    );
    setFormMessage('');
    setSent('');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const check = checkInvites(rows);
    if (!check.ok) {
      setErrors(check.errors);
      setFormMessage(check.message ?? '');
      const first = check.errors.findIndex((row) => row.first_name || row.email);
      const wrong = check.errors[first];
      if (wrong)
        document.getElementById(fieldId(first, wrong.first_name ? 'first_name' : 'email'))?.focus();
      return;
    }
    try {
      const message = await invite(check.friends).unwrap();
      setRows(emptyInviteRows());
      setErrors([]);
      setSent(message || 'Your invites are on their way.');
    } catch (failure) {
      showFailure(failure);
    }
  };

  return (
    <section className="form-card invite-card" aria-labelledby="invite-rows-heading">
      <h2 id="invite-rows-heading">Invite by email</h2>
      <p className="hint">Add up to three friends. We send each one your invite.</p>
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label="Invite friends by email"
      >
        {rows.map((row, index) => {
          const friend = `Friend ${index + 1}`;
          return (
            <fieldset key={friend} className="invite-row">
              <legend>{friend}</legend>
              <TextField
                id={fieldId(index, 'first_name')}
                label={`${friend} first name`}
                type="text"
                autoComplete="off"
                maxLength={MAX_LENGTH.name}
                value={row.first_name}
                error={errors[index]?.first_name}
                onChange={(event) => change(index, 'first_name', event.target.value)}
              />
              <TextField
                id={fieldId(index, 'email')}
                label={`${friend} email`}
                type="email"
                autoComplete="off"
                maxLength={MAX_LENGTH.email}
                value={row.email}
                error={errors[index]?.email}
                onChange={(event) => change(index, 'email', event.target.value)}
              />
            </fieldset>
          );
        })}
        {formMessage ? (
          <p className="field__error" role="alert">
            {formMessage}
          </p>
        ) : null}
        <button type="submit" className="button button--primary" disabled={isLoading}>
          {isLoading ? 'Sending…' : 'Send invites'}
        </button>
        <p className="invite-status invite-status--done" role="status">
          {sent}
        </p>
      </form>
    </section>
  );
}
