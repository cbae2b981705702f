import { TextField } from '@/ui/TextField';
import { COACH_MAX_LENGTH } from '../model';
import { ImageField } from './ImageField';
import type { StepProps } from './stepProps';

interface PictureStepProps extends StepProps {
  /** A picture chosen or refused (with the refusal's message). */
  onPicture: (
    field: 'certificate' | 'identity_image' | 'face_picture',
    image: StepProps['draft']['certificate'],
    error?: string,
  ) => void;
}

/** Step 3: the qualification and a picture of its certificate. */
export function QualificationsStep({ draft, errors, update, onPicture }: PictureStepProps) {
  return (
    <>
      <TextField
        label="Qualification"
        name="qualification"
        maxLength={COACH_MAX_LENGTH.qualification}
        hint="For example Level 3 personal trainer"
        value={draft.qualification}
        error={errors.qualification}
        onChange={(event) => update({ qualification: event.target.value }, 'qualification')}
      />
      <ImageField
        label="Certificate picture"
        value={draft.certificate}
        error={errors.certificate}
        onChange={(image, error) => onPicture('certificate', image, error)}
      />
    </>
  );
}

/** Step 4: an identity document and a picture of the professional's face. */
export function IdentityStep({ draft, errors, onPicture }: PictureStepProps) {
  return (
    <>
      <p>We check these once to keep members safe. Only our team sees them.</p>
      <ImageField
        label="Identity document (passport or driving licence)"
        value={draft.identity_image}
        error={errors.identity_image}
        onChange={(image, error) => onPicture('identity_image', image, error)}
      />
      <ImageField
        label="Picture of your face"
        value={draft.face_picture}
        error={errors.face_picture}
        onChange={(image, error) => onPicture('face_picture', image, error)}
      />
    </>
  );
}
