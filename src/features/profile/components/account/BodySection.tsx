import { useState } from 'react';
import { useAppSelector } from '@/app/hooks';
import { selectProfile } from '@/features/user';
import {
  ACTIVITY_CHOICES,
  AGE_CHOICES,
  GENDER_CHOICES,
  TRIMESTER_CHOICES,
  WEIGHT_GOAL_CHOICES,
} from '@/features/registration';
import { TextField } from '@/ui/TextField';
import { useUpdateProfileMutation } from '../../api';
import { bodyDetailsOf, bodyErrors, bodyRequest, isClean, type BodyDetails } from '../../model';
import { AccountSection } from './AccountSection';
import { SelectField } from './SelectField';
import { useSectionSave } from './useSectionSave';

const FIELD_IDS: Partial<Record<keyof BodyDetails, string>> = {
  trimester: 'profile-trimester',
  pregnant_week: 'profile-pregnant-week',
  pregnant_due_date: 'profile-due-date',
};

/** Gender, age, activity level, weight goal and pregnancy (trimester, week, due date). */
export function BodySection() {
  const profile = useAppSelector(selectProfile);
  const [details, setDetails] = useState(() => bodyDetailsOf(profile));
  const [errors, setErrors] = useState<Partial<Record<keyof BodyDetails, string>>>({});
  const [updateProfile] = useUpdateProfileMutation();
  const { status, saving, run } = useSectionSave('Your profile has been updated.');

  const set = <K extends keyof BodyDetails>(field: K, value: BodyDetails[K]) => {
    setDetails((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = () => {
    const found = bodyErrors(details);
    setErrors(found);
    if (!isClean(found)) {
      const first = (Object.keys(FIELD_IDS) as (keyof BodyDetails)[]).find((key) => found[key]);
      const id = first ? FIELD_IDS[first] : undefined;
      if (id) document.getElementById(id)?.focus();
      return;
    }
    void run(() => updateProfile(bodyRequest(details)).unwrap());
  };

  return (
    <AccountSection title="Body and pregnancy" saving={saving} status={status} onSubmit={submit}>
      <div className="profile-grid">
        <SelectField
          label="Gender"
          choices={GENDER_CHOICES}
          value={details.gender}
          onChange={(event) => set('gender', event.target.value)}
        />
        <SelectField
          label="Age"
          choices={AGE_CHOICES}
          value={details.age}
          onChange={(event) => set('age', event.target.value)}
        />
        <SelectField
          label="Activity level"
          choices={ACTIVITY_CHOICES}
          value={details.activity_level}
          onChange={(event) => set('activity_level', event.target.value)}
        />
        <SelectField
          label="Weight goal"
          choices={WEIGHT_GOAL_CHOICES}
          value={details.weight_goal}
          onChange={(event) => set('weight_goal', event.target.value)}
        />
      </div>
      <div className="field field--check">
        <label>
          <input
            type="checkbox"
            checked={details.pregnant}
            onChange={(event) => set('pregnant', event.target.checked)}
          />{' '}
          I am pregnant
        </label>
      </div>
      {details.pregnant ? (
        <div className="profile-grid">
          <SelectField
            id={FIELD_IDS.trimester}
            label="Trimester"
            choices={TRIMESTER_CHOICES}
            value={details.trimester}
            error={errors.trimester}
            onChange={(event) => set('trimester', event.target.value)}
          />
          <TextField
            id={FIELD_IDS.pregnant_week}
            label="Pregnancy week"
            inputMode="numeric"
            maxLength={2}
            value={details.pregnant_week}
            error={errors.pregnant_week}
            onChange={(event) => set('pregnant_week', event.target.value)}
          />
          <TextField
            id={FIELD_IDS.pregnant_due_date}
            label="Due date"
            type="date"
            value={details.pregnant_due_date}
            error={errors.pregnant_due_date}
            onChange={(event) => set('pregnant_due_date', event.target.value)}
          />
        </div>
      ) : null}
    </AccountSection>
  );
}
