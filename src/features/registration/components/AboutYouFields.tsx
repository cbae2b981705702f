import type { ChangeEvent, ReactNode } from 'react';
import { TextField } from '@/ui/TextField';
import { MAX_LENGTH } from '@/lib/validation/limits';
import {
  GENDER_OPTIONS,
  type AboutErrors,
  type AboutField,
  type AboutYou,
  type StudentDetails,
  type StudentProof,
} from '../aboutYou';
import { countries } from '../countries';
import { StudentProofField } from './StudentProofField';

interface AboutYouFieldsProps {
  about: AboutYou;
  /** The student fields, for the student plan only. */
  student: StudentDetails | null;
  errors: AboutErrors;
  fieldRef: (field: AboutField) => (element: HTMLInputElement | HTMLSelectElement | null) => void;
  onAbout: (patch: Partial<AboutYou>, field: AboutField) => void;
  onStudent: (patch: Partial<StudentDetails>, field: AboutField) => void;
  onUploadingChange: (uploading: boolean) => void;
}

/** The register form's second step: about you, your address and (students) your studies. */
export function AboutYouFields({
  about,
  student,
  errors,
  fieldRef,
  onAbout,
  onStudent,
  onUploadingChange,
}: AboutYouFieldsProps) {
  const text = (field: 'address_line_1' | 'address_line_2' | 'city' | 'postcode') => ({
    ref: fieldRef(field),
    name: field,
    value: about[field],
    error: errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      onAbout({ [field]: event.target.value }, field),
  });
  const thisYear = new Date().getFullYear();

  return (
    <>
      <fieldset className="reg-about">
        <legend>About you</legend>
        <SelectField
          id="reg-gender"
          label="Gender"
          value={about.gender}
          error={errors.gender}
          selectRef={fieldRef('gender')}
          onChange={(value) =>
            onAbout(
              {
                gender: value as AboutYou['gender'],
                ...(value === 'male' ? { menopause: 0 as const } : {}),
              },
              'gender',
            )
          }
        >
          <option value="">Choose…</option>
          {GENDER_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
        <TextField
          ref={fieldRef('dob')}
          label="Date of birth"
          type="date"
          name="dob"
          max={new Date().toISOString().slice(0, 10)}
          maxLength={10}
          value={about.dob}
          error={errors.dob}
          onChange={(event) => onAbout({ dob: event.target.value }, 'dob')}
        />
        {about.gender && about.gender !== 'male' ? (
          <div className="check-field">
            <input
              id="reg-menopause"
              type="checkbox"
              checked={about.menopause === 1}
              onChange={(event) =>
                onAbout({ menopause: event.target.checked ? 1 : 0 }, 'menopause')
              }
            />
            <label htmlFor="reg-menopause">I am going through the menopause</label>
          </div>
        ) : null}
      </fieldset>

      <fieldset className="reg-about">
        <legend>Your address</legend>
        <TextField
          {...text('address_line_1')}
          label="Address line 1"
          maxLength={MAX_LENGTH.addressLine}
          autoComplete="address-line1"
        />
        <TextField
          {...text('address_line_2')}
          label="Address line 2 (optional)"
          maxLength={MAX_LENGTH.addressLine}
          autoComplete="address-line2"
        />
        <TextField
          {...text('city')}
          label="Town or city"
          maxLength={MAX_LENGTH.town}
          autoComplete="address-level2"
        />
        <SelectField
          id="reg-country"
          label="Country"
          value={about.country}
          error={errors.country}
          selectRef={fieldRef('country')}
          onChange={(value) => onAbout({ country: value }, 'country')}
        >
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </SelectField>
        <TextField
          {...text('postcode')}
          label="Postcode"
          maxLength={MAX_LENGTH.postcode}
          autoComplete="postal-code"
        />
      </fieldset>

      {student ? (
        <fieldset className="reg-about">
          <legend>Your studies</legend>
          <TextField
            ref={fieldRef('study_at')}
            label="Where do you study?"
            name="study_at"
            maxLength={MAX_LENGTH.shortText}
            value={student.study_at}
            error={errors.study_at}
            onChange={(event) => onStudent({ study_at: event.target.value }, 'study_at')}
          />
          <TextField
            ref={fieldRef('study_start_year')}
            label="Year you started studying there"
            name="study_start_year"
            inputMode="numeric"
            placeholder={String(thisYear)}
            maxLength={4}
            value={student.study_start_year}
            error={errors.study_start_year}
            onChange={(event) =>
              onStudent({ study_start_year: event.target.value }, 'study_start_year')
            }
          />
          <StudentProofField
            proof={student.student_proof}
            error={errors.student_proof}
            onUploaded={(proof: StudentProof | null) =>
              onStudent({ student_proof: proof }, 'student_proof')
            }
            onUploadingChange={onUploadingChange}
          />
        </fieldset>
      ) : null}
    </>
  );
}

interface SelectFieldProps {
  id: string;
  label: string;
  value: string;
  error?: string;
  selectRef: (element: HTMLSelectElement | null) => void;
  onChange: (value: string) => void;
  children: ReactNode;
}

function SelectField({ id, label, value, error, selectRef, onChange, children }: SelectFieldProps) {
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <select
        ref={selectRef}
        id={id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-message` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {children}
      </select>
      {error ? (
        <span id={`${id}-message`} className="field__error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
