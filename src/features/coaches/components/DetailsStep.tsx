import { TextField } from '@/ui/TextField';
import { MAX_LENGTH } from '@/lib/validation';
import type { StepProps } from './stepProps';

interface DetailsStepProps extends StepProps {
  checkingEmail: boolean;
  /** Checks a well-formed email with the server when the field is left. */
  onEmailBlur: () => void;
}

/** Step 1: names, email (checked with the server) and phone. */
export function DetailsStep({
  draft,
  errors,
  update,
  checkingEmail,
  onEmailBlur,
}: DetailsStepProps) {
  return (
    <>
      <TextField
        label="First name"
        name="first_name"
        autoComplete="given-name"
        maxLength={MAX_LENGTH.name}
        value={draft.first_name}
        error={errors.first_name}
        onChange={(event) => update({ first_name: event.target.value }, 'first_name')}
      />
      <TextField
        label="Last name"
        name="last_name"
        autoComplete="family-name"
        maxLength={MAX_LENGTH.name}
        value={draft.last_name}
        error={errors.last_name}
        onChange={(event) => update({ last_name: event.target.value }, 'last_name')}
      />
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        maxLength={MAX_LENGTH.email}
        value={draft.email}
        error={errors.email}
        hint={checkingEmail ? 'Checking email…' : undefined}
        onChange={(event) => update({ email: event.target.value }, 'email')}
        onBlur={onEmailBlur}
      />
      <TextField
        label="Phone"
        type="tel"
        name="phone"
        autoComplete="tel"
        maxLength={MAX_LENGTH.phone}
        value={draft.phone}
        error={errors.phone}
        onChange={(event) => update({ phone: event.target.value }, 'phone')}
      />
    </>
  );
}
