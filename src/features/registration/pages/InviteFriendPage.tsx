import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { popups } from '@/ui/popupStore';
import {
  emptyInvites,
  filledInvites,
  invitesHaveErrors,
  validateInvites,
  type InviteRow,
} from '../model';
import { inviteFriends } from '../regService';
import { InviteRows } from '../components/InviteRows';
import '../registration.css';
import { failureMessage } from '@/lib/failureMessage';

/** /invitefriend: after a paywall payment, invite up to three friends, then carry on to /registration. */
export default function InviteFriendPage() {
  const navigate = useNavigate();
  const [rows, setRows] = useState<InviteRow[]>(emptyInvites);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  useEffect(() => {
    document.title = 'Invite your friends | RWL';
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validateInvites(rows);
    setRows(checked);
    if (invitesHaveErrors(checked)) return;
    const friends = filledInvites(checked);
    if (!friends.length) {
      setError('Add at least one friend, or skip this step.');
      return;
    }
    setBusy(true);
    try {
      const message = await inviteFriends(friends);
      await popups.show({ title: 'Thank you', message });
      navigate('/registration');
    } catch (failure) {
      setBusy(false);
      await popups.alert(failureMessage(failure));
    }
  }

  return (
    <section className="page page--narrow reg-page">
      <h1>Invite your friends</h1>
      <p className="lead">
        Working out is more fun together. Invite up to three friends to join you at RWL.
      </p>
      <form className="form-card" onSubmit={submit} noValidate aria-label="Invite friends">
        <InviteRows
          rows={rows}
          onChange={(index, field, value) => {
            setError('');
            setRows((current) =>
              current.map((row, position) =>
                position === index
                  ? { ...row, [field]: value, errors: { ...row.errors, [field]: undefined } }
                  : row,
              ),
            );
          }}
        />
        {error ? (
          <p className="field__error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="reg-step__actions">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => navigate('/registration')}
            disabled={busy}
          >
            Skip
          </button>
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? 'Sending…' : 'Invite and continue'}
          </button>
        </div>
      </form>
    </section>
  );
}
