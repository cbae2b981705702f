import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { authSession } from '@/lib/auth';
import { failureMessage } from '@/lib/failureMessage';
import { MAX_LENGTH } from '@/lib/validation';
import { TextField } from '@/ui/TextField';
import { useGetBuyerQuery, useSetBuyerPasswordMutation } from './api';
import { validateBuyerPassword, type PasswordErrors } from './model';

/**
 * The unregistered buyer sets a password and becomes a member (user_un/set_password): they are
 * signed in and go to the programme in the member area, still theirs. Passwords are never kept.
 */
export function BecomeMember({ folderId }: { folderId: number }) {
  const navigate = useNavigate();
  const buyer = useGetBuyerQuery();
  const [setPassword, setting] = useSetBuyerPasswordMutation();
  const [password, setPasswordText] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<PasswordErrors>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = validateBuyerPassword(password, confirm);
    setErrors(problems);
    if (problems.password || problems.confirm) return;
    try {
      const member = await setPassword(password).unwrap();
      authSession.clearBuyer();
      authSession.saveMember(member.api_token, member.user_id);
      navigate(`/home/folder/${folderId}`, { replace: true });
    } catch (error) {
      setErrors({ password: failureMessage(error) });
    }
  };

  return (
    <form
      className="form-card buyer-form"
      aria-labelledby="become-member"
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <h2 id="become-member">Become a member</h2>
      <p>
        {buyer.data
          ? `Set a password for ${buyer.data.email} to keep this programme in your RWL account and open it in the app.`
          : 'Set a password to keep this programme in your RWL account and open it in the app.'}
      </p>
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        maxLength={MAX_LENGTH.password}
        value={password}
        error={errors.password}
        onChange={(event) => {
          setPasswordText(event.target.value);
          if (errors.password) setErrors({ ...errors, password: undefined });
        }}
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        maxLength={MAX_LENGTH.password}
        value={confirm}
        error={errors.confirm}
        onChange={(event) => {
          setConfirm(event.target.value);
          if (errors.confirm) setErrors({ ...errors, confirm: undefined });
        }}
      />
      <button type="submit" className="button button--primary" disabled={setting.isLoading}>
        {setting.isLoading ? 'Saving…' : 'Set my password'}
      </button>
    </form>
  );
}
