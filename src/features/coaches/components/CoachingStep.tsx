import { useId } from 'react';
import { TextField } from '@/ui/TextField';
import { COACH_MAX_LENGTH } from '../model';
import type { StepProps } from './stepProps';

/** Step 2: speciality, place, online classes and a short bio. */
export function CoachingStep({ draft, errors, update }: StepProps) {
  const bioId = useId();
  return (
    <>
      <TextField
        label="Speciality"
        name="speciality"
        maxLength={COACH_MAX_LENGTH.speciality}
        hint="For example HIIT, yoga or strength"
        value={draft.speciality}
        error={errors.speciality}
        onChange={(event) => update({ speciality: event.target.value }, 'speciality')}
      />
      <TextField
        label="Where you coach"
        name="place"
        maxLength={COACH_MAX_LENGTH.place}
        autoComplete="address-level2"
        value={draft.place}
        error={errors.place}
        onChange={(event) => update({ place: event.target.value }, 'place')}
      />
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
