import { useState } from 'react';
import { useAppSelector } from '@/app/hooks';
import { selectProfile } from '@/features/user';
import { TextField, type TextFieldProps } from '@/ui/TextField';
import { MAX_LENGTH } from '@/lib/validation/limits';
import { textDrafts } from '@/lib/textDrafts';
import { useUpdateProfileMutation } from '../../api';
import {
  ABOUT_ME_MAX,
  isClean,
  personalDetailsOf,
  personalErrors,
  personalRequest,
  type PersonalDetails,
} from '../../model';
import { AccountSection } from './AccountSection';
import { useSectionSave } from './useSectionSave';

const FIELD_IDS: Record<keyof PersonalDetails, string> = {
  first_name: 'profile-first-name',
  last_name: 'profile-last-name',
  username: 'profile-username',
  email: 'profile-email',
  phone: 'profile-phone',
  dob: 'profile-dob',
  about_me: 'profile-about-me',
};

/** The grid's text fields, in order: labels and input attributes (About me is the text area below). */
const INPUTS = {
  first_name: { label: 'First name', autoComplete: 'given-name', maxLength: MAX_LENGTH.name },
  last_name: { label: 'Last name', autoComplete: 'family-name', maxLength: MAX_LENGTH.name },
  username: { label: 'User name', autoComplete: 'username', maxLength: MAX_LENGTH.userName },
  email: { label: 'Email', type: 'email', autoComplete: 'email', maxLength: MAX_LENGTH.email },
  phone: { label: 'Phone', type: 'tel', autoComplete: 'tel', maxLength: MAX_LENGTH.phone },
  dob: { label: 'Date of birth', type: 'date', autoComplete: 'bday' },
} satisfies Partial<Record<keyof PersonalDetails, TextFieldProps>>;

/** Where About me changed and not saved yet is kept (lib/textDrafts). */
const ABOUT_ME_DRAFT = 'profile:about_me';

/**
 * Name, user name, email, phone, date of birth and about me: checked here, then
 * user/update_profile. About me changed and not saved yet is kept as a draft, so a reload, a
 * failed save or a sign-in again after the session ran out loses none of it.
 */
export function PersonalDetailsSection() {
  const profile = useAppSelector(selectProfile);
  const [details, setDetails] = useState(() => {
    const saved = personalDetailsOf(profile);
    return { ...saved, about_me: textDrafts.find(ABOUT_ME_DRAFT) ?? saved.about_me };
  });
  const [errors, setErrors] = useState<Partial<Record<keyof PersonalDetails, string>>>({});
  const [updateProfile] = useUpdateProfileMutation();
  const { status, saving, run } = useSectionSave('Your profile has been updated.');

  const change = (field: keyof PersonalDetails) => (value: string) => {
    setDetails((current) => ({ ...current, [field]: value }));
    // About me emptied on purpose is a draft too: a reload shows it empty, not the saved text.
    if (field === 'about_me') {
      if (value === personalDetailsOf(profile).about_me) textDrafts.set(ABOUT_ME_DRAFT, '');
      else textDrafts.keep(ABOUT_ME_DRAFT, value);
    }
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = () => {
    const found = personalErrors(details);
    setErrors(found);
    if (!isClean(found)) {
      const first = (Object.keys(FIELD_IDS) as (keyof PersonalDetails)[]).find((key) => found[key]);
      if (first) document.getElementById(FIELD_IDS[first])?.focus();
      return;
    }
    void run(async () => {
      const saved = await updateProfile(personalRequest(details)).unwrap();
      textDrafts.set(ABOUT_ME_DRAFT, '');
      return saved;
    });
  };

  const input = (field: keyof typeof INPUTS): TextFieldProps => ({
    ...INPUTS[field],
    id: FIELD_IDS[field],
    value: details[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => change(field)(event.target.value),
  });

  return (
    <AccountSection title="Personal details" saving={saving} status={status} onSubmit={submit}>
      <div className="profile-grid">
        {(Object.keys(INPUTS) as (keyof typeof INPUTS)[]).map((field) => (
          <TextField key={field} {...input(field)} />
        ))}
      </div>
      <div className={`field${errors.about_me ? ' field--error' : ''}`}>
        <label htmlFor={FIELD_IDS.about_me}>About me</label>
        <textarea
          id={FIELD_IDS.about_me}
          rows={3}
          maxLength={ABOUT_ME_MAX}
          value={details.about_me}
          aria-describedby={`${FIELD_IDS.about_me}-count`}
          onChange={(event) => change('about_me')(event.target.value)}
        />
        <span id={`${FIELD_IDS.about_me}-count`} className="field__hint">
          {details.about_me.length} / {ABOUT_ME_MAX}
        </span>
      </div>
    </AccountSection>
  );
}
