import { useState } from 'react';
import { useAppSelector } from '@/app/hooks';
import { selectProfile } from '@/features/user';
import { useUpdateMeasurementUnitMutation } from '../../api';
import { unitsOf, type Units } from '../../model';
import { AccountSection } from './AccountSection';
import { useSectionSave } from './useSectionSave';

const UNIT_OPTIONS: { value: Units; label: string }[] = [
  { value: 'kg', label: 'Kilograms and centimetres (kg, cm)' },
  { value: 'lbs', label: 'Pounds and feet (lbs, feet)' },
];

/** The measurement unit (spec 1 §4: its own update), read by the progress and calculator screens. */
export function UnitsSection() {
  const profile = useAppSelector(selectProfile);
  const [units, setUnits] = useState<Units>(() => unitsOf(profile.measurement_unit));
  const [updateUnit] = useUpdateMeasurementUnitMutation();
  const { status, saving, run } = useSectionSave('Your units have been updated.');

  return (
    <AccountSection
      title="Units"
      saving={saving}
      status={status}
      onSubmit={() => void run(() => updateUnit(units).unwrap())}
    >
      <fieldset className="profile-checks">
        <legend>Weight and height in</legend>
        {UNIT_OPTIONS.map((option) => (
          <label key={option.value}>
            <input
              type="radio"
              name="measurement_unit"
              value={option.value}
              checked={units === option.value}
              onChange={() => setUnits(option.value)}
            />{' '}
            {option.label}
          </label>
        ))}
      </fieldset>
    </AccountSection>
  );
}
