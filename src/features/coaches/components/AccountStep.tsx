import { useId } from 'react';
import { Link } from 'react-router-dom';
import { TextField } from '@/ui/TextField';
import { MAX_LENGTH } from '@/lib/validation';
import { COACH_MAX_LENGTH, SOCIAL_MEDIA_TYPES, type CoachSecrets } from '../model';
import { draftInputs, type StepProps } from './stepProps';

const SOCIAL_NAME = {
  social_media_name: {
    label: 'Social media name (optional)',
    maxLength: COACH_MAX_LENGTH.socialName,
  },
};

/** The two password fields (typed only in the form, never stored) and their labels. */
const PASSWORD_LABELS = { password: 'Password', confirm_password: 'Confirm password' } as const;

interface AccountStepProps extends StepProps {
  secrets: CoachSecrets;
  updateSecrets: (patch: Partial<CoachSecrets>) => void;
}

/** Step 5: social media (optional), the password and the terms; continuing makes the account. */
export function AccountStep({ secrets, updateSecrets, ...step }: AccountStepProps) {
  const { draft, errors, update } = step;
  const id = useId();
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-social-type`}>Social media</label>
        <select
          id={`${id}-social-type`}
          value={draft.social_media_type}
          onChange={(event) => update({ social_media_type: event.target.value })}
        >
          {SOCIAL_MEDIA_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
      </div>
      <TextField {...draftInputs(step, SOCIAL_NAME).social_media_name} />
      {(Object.keys(PASSWORD_LABELS) as (keyof typeof PASSWORD_LABELS)[]).map((name) => (
        <TextField
          key={name}
          label={PASSWORD_LABELS[name]}
          name={name}
          type="password"
          autoComplete="new-password"
          maxLength={MAX_LENGTH.password}
          value={secrets[name]}
          error={errors[name]}
          onChange={(event) => updateSecrets({ [name]: event.target.value })}
        />
      ))}
      <div className="check-field">
        <input
          id={`${id}-news`}
          type="checkbox"
          checked={draft.receive_email}
          onChange={(event) => update({ receive_email: event.target.checked })}
        />
        <label htmlFor={`${id}-news`}>Send me news &amp; offers via email</label>
      </div>
      <div className={`check-field${errors.agree ? ' check-field--error' : ''}`}>
        <input
          id={`${id}-agree`}
          type="checkbox"
          checked={secrets.agree}
          aria-invalid={errors.agree ? true : undefined}
          aria-describedby={errors.agree ? `${id}-agree-message` : undefined}
          onChange={(event) => updateSecrets({ agree: event.target.checked })}
        />
        <label htmlFor={`${id}-agree`}>
          I agree to the <Link to="/termsandcondition">Terms and conditions</Link> and the{' '}
          <Link to="/privacypolicy">Privacy policy</Link>
        </label>
      </div>
      {errors.agree ? (
        <p id={`${id}-agree-message`} className="field__error" role="alert">
          {errors.agree}
        </p>
      ) : null}
    </>
  );
}
