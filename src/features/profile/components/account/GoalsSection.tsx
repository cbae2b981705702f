import { useState } from 'react';
import { useAppSelector } from '@/app/hooks';
import { selectProfile } from '@/features/user';
import { TextField } from '@/ui/TextField';
import { useUpdateProfileMutation } from '../../api';
import {
  GOAL_MAX,
  GOALS,
  INTERESTS,
  goalsDetailsOf,
  goalsErrors,
  goalsRequest,
  isClean,
  type GoalField,
} from '../../model';
import { AccountSection } from './AccountSection';
import { useSectionSave } from './useSectionSave';

/** Interests (the flags and their comma list) and the goals written in the member's words. */
export function GoalsSection() {
  const profile = useAppSelector(selectProfile);
  const [details, setDetails] = useState(() => goalsDetailsOf(profile));
  const [errors, setErrors] = useState<Partial<Record<GoalField, string>>>({});
  const [updateProfile] = useUpdateProfileMutation();
  const { status, saving, run } = useSectionSave('Your profile has been updated.');

  const submit = () => {
    const found = goalsErrors(details);
    setErrors(found);
    if (!isClean(found)) return;
    void run(() => updateProfile(goalsRequest(details)).unwrap());
  };

  return (
    <AccountSection title="Goals and interests" saving={saving} status={status} onSubmit={submit}>
      <fieldset className="profile-checks">
        <legend>I am interested in</legend>
        {INTERESTS.map(({ flag, title }) => (
          <label key={flag}>
            <input
              type="checkbox"
              checked={details.interests[flag]}
              onChange={(event) =>
                setDetails((current) => ({
                  ...current,
                  interests: { ...current.interests, [flag]: event.target.checked },
                }))
              }
            />{' '}
            {title}
          </label>
        ))}
      </fieldset>
      <div className="profile-grid">
        {GOALS.map(({ field, label }) => (
          <TextField
            key={field}
            label={label}
            maxLength={GOAL_MAX}
            value={details.goals[field]}
            error={errors[field]}
            onChange={(event) => {
              const value = event.target.value;
              setDetails((current) => ({
                ...current,
                goals: { ...current.goals, [field]: value },
              }));
            }}
          />
        ))}
      </div>
    </AccountSection>
  );
}
