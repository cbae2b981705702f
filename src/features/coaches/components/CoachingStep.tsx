import { useId } from 'react';
import { TextField } from '@/ui/TextField';
import { COACH_MAX_LENGTH } from '../model';
import { draftInputs, type StepProps } from './stepProps';

/** Step 2's text fields: labels and input attributes. */
const INPUTS = {
  speciality: { label: 'Speciality', maxLength: COACH_MAX_LENGTH.speciality },
  place: {
    label: 'Where you coach',
    maxLength: COACH_MAX_LENGTH.place,
    autoComplete: 'address-level2',
  },
};

/** Step 2: speciality, place, online classes and a short bio. */
export function CoachingStep(step: StepProps) {
  const { draft, errors, update } = step;
  const bioId = useId();
  const inputs = draftInputs(step, INPUTS);
  return (
    <>
      <TextField {...inputs.speciality} hint="For example HIIT, yoga or strength" />
      <TextField {...inputs.place} />
      <div className="check-field">
        <input
          id={`${bioId}-online`}
          type="checkbox"
          checked={draft.online}
          onChange={(event) => update({ online: event.target.checked })}
        />
        <label htmlFor={`${bioId}-online`}>I also coach online</label>
      </div>
      <div className={`field${errors.bio ? ' field--error' : ''}`}>
        <label htmlFor={bioId}>About you (optional)</label>
        <textarea
          id={bioId}
          name="bio"
          maxLength={COACH_MAX_LENGTH.bio}
          value={draft.bio}
          aria-invalid={errors.bio ? true : undefined}
          aria-describedby={errors.bio ? `${bioId}-message` : undefined}
          onChange={(event) => update({ bio: event.target.value }, 'bio')}
        />
        {errors.bio ? (
          <span id={`${bioId}-message`} className="field__error" role="alert">
            {errors.bio}
          </span>
        ) : null}
      </div>
    </>
  );
}
