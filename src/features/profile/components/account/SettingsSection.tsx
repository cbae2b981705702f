import { useState } from 'react';
import { useAppSelector } from '@/app/hooks';
import { selectProfile } from '@/features/user';
import { useUpdateSettingsMutation } from '../../api';
import { settingsOf, settingsRequest, type Setting, type SettingField } from '../../model';
import { AccountSection } from './AccountSection';
import { useSectionSave } from './useSectionSave';

/** A group of on/off settings (privacy and notifications, or the display toggles), saved together. */
export function SettingsSection<F extends SettingField>({
  title,
  legend,
  settings,
}: {
  title: string;
  legend: string;
  settings: readonly Setting<F>[];
}) {
  const profile = useAppSelector(selectProfile);
  const [values, setValues] = useState(() => settingsOf(profile, settings));
  const [updateSettings] = useUpdateSettingsMutation();
  const { status, saving, run } = useSectionSave('Your settings have been saved.');

  return (
    <AccountSection
      title={title}
      saving={saving}
      status={status}
      onSubmit={() => void run(() => updateSettings(settingsRequest(values)).unwrap())}
    >
      <fieldset className="profile-checks">
        <legend>{legend}</legend>
        {settings.map(({ field, label }) => (
          <label key={field}>
            <input
              type="checkbox"
              checked={values[field]}
              onChange={(event) => {
                const checked = event.target.checked;
                setValues((current) => ({ ...current, [field]: checked }));
              }}
            />{' '}
            {label}
          </label>
        ))}
      </fieldset>
    </AccountSection>
  );
}
