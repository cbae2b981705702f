import { TextField } from '@/ui/TextField';
import { MAX_LENGTH } from '@/lib/validation';
import { draftInputs, type StepProps } from './stepProps';

interface DetailsStepProps extends StepProps {
  checkingEmail: boolean;
  /** Checks a well-formed email with the server when the field is left. */
  onEmailBlur: () => void;
}

/** Step 1's text fields: labels and input attributes. */
const INPUTS = {
  first_name: { label: 'First name', autoComplete: 'given-name', maxLength: MAX_LENGTH.name },
  last_name: { label: 'Last name', autoComplete: 'family-name', maxLength: MAX_LENGTH.name },
  email: { label: 'Email', type: 'email', autoComplete: 'email', maxLength: MAX_LENGTH.email },
  phone: { label: 'Phone', type: 'tel', autoComplete: 'tel', maxLength: MAX_LENGTH.phone },
};

/** Step 1: names, email (checked with the server) and phone. */
export function DetailsStep({ checkingEmail, onEmailBlur, ...step }: DetailsStepProps) {
  const inputs = draftInputs(step, INPUTS);
  return (
    <>
      <TextField {...inputs.first_name} />
      <TextField {...inputs.last_name} />
      <TextField
        {...inputs.email}
        hint={checkingEmail ? 'Checking email…' : undefined}
        onBlur={onEmailBlur}
      />
      <TextField {...inputs.phone} />
    </>
  );
}
