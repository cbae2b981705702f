import { useState, type FormEvent } from 'react';
import { MAX_LENGTH } from '@/lib/validation';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { TextField } from '@/ui/TextField';
import { popups } from '@/ui/popupStore';
import { resetPassword } from '../authService';
import { hasErrors, validateNewPassword, type NewPasswordErrors } from '../validation';
import { failureMessage } from '@/lib/failureMessage';

export default function ResetPasswordPage() {
  const { id = '', auth = '' } = useParams();
  const navigate = useNavigate();
  // A hypnotherapy account's link (auth_fc/forgot_password) leads back to its own login.
  const [search] = useSearchParams();
  const loginPath = search.get('area') === 'hypno' ? '/hypno/login' : '/login';
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateNewPassword(password, confirmPassword);
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    try {
      const message = await resetPassword({ id, auth, password, confirmPassword });
      await popups.show({ title: 'Password changed', message });
      navigate(loginPath, { replace: true });
    } catch (error) {
      setBusy(false);
      await popups.alert(failureMessage(error));
    }
  }

  return (
    <section className="page page--narrow auth-page">
      <h1>Set a new password</h1>
      <form className="form-card" onSubmit={submit} noValidate>
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          maxLength={MAX_LENGTH.password}
          value={password}
          error={errors.password}
          hint="At least 8 characters."
          onChange={(event) => {
            setPassword(event.target.value);
            setErrors((current) => ({ ...current, password: undefined }));
          }}
        />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          maxLength={MAX_LENGTH.password}
          value={confirmPassword}
          error={errors.confirmPassword}
          onChange={(event) => {
            setConfirmPassword(event.target.value);
            setErrors((current) => ({ ...current, confirmPassword: undefined }));
          }}
        />
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          {busy ? 'Saving…' : 'Save new password'}
        </button>
      </form>
    </section>
  );
}
