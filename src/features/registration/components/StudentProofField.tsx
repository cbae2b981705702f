import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { imageFileError } from '@/lib/validation/media';
import { failureMessage } from '@/lib/failureMessage';
import type { StudentProof } from '../aboutYou';
import { uploadStudentProof } from '../proofUpload';

interface StudentProofFieldProps {
  proof: StudentProof | null;
  /** The form's message for this field (missing proof). */
  error?: string;
  onUploaded: (proof: StudentProof | null) => void;
  onUploadingChange: (uploading: boolean) => void;
}

/**
 * The student's proof image: type and size checked before anything is sent, a preview at once,
 * the upload's progress, then the uploaded image (kept with the form's draft).
 */
export function StudentProofField({
  proof,
  error,
  onUploaded,
  onUploadingChange,
}: StudentProofFieldProps) {
  const id = useId();
  const [preview, setPreview] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [fileError, setFileError] = useState('');
  const controller = useRef<AbortController | null>(null);

  useEffect(
    () => () => {
      controller.current?.abort();
    },
    [],
  );
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refused = imageFileError(file);
    if (refused) {
      setFileError(refused);
      return;
    }
    setFileError('');
    onUploaded(null);
    setPreview(typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '');
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setProgress(0);
    onUploadingChange(true);
    try {
      const uploaded = await uploadStudentProof(file, setProgress, current.signal);
      if (current.signal.aborted) return;
      onUploaded(uploaded);
    } catch (failure) {
      if (current.signal.aborted) return;
      setFileError(failureMessage(failure));
      setPreview('');
    } finally {
      if (!current.signal.aborted) {
        setProgress(null);
        onUploadingChange(false);
      }
    }
  }

  const shown = preview || proof?.url || '';
  const message = fileError || error;
  return (
    <div className={`field student-proof${message ? ' field--error' : ''}`}>
      <label htmlFor={`${id}-file`}>
        Proof of student status (student card or enrolment letter)
      </label>
      <input
        id={`${id}-file`}
        type="file"
        accept=".jpg,.jpeg,.gif,.png,image/jpeg,image/gif,image/png"
        aria-invalid={message ? true : undefined}
        aria-describedby={`${id}-message`}
        onChange={(event) => void choose(event)}
      />
      <span
        id={`${id}-message`}
        className={message ? 'field__error' : 'field__hint'}
        role={message ? 'alert' : undefined}
      >
        {message || 'A .jpg, .jpeg, .gif or .png image of at most 5 MB.'}
      </span>
      {shown ? (
        <img className="student-proof__preview" src={shown} alt="Your proof of student status" />
      ) : null}
      {progress !== null ? (
        <>
          <progress
            className="student-proof__progress"
            max={100}
            value={Math.round(progress * 100)}
            aria-label="Uploading your proof"
          />
          <span className="field__hint" aria-live="polite">
            Uploading… {Math.round(progress * 100)}%
          </span>
        </>
      ) : proof ? (
        <span className="student-proof__done" aria-live="polite">
          Uploaded: {proof.name}
        </span>
      ) : null}
    </div>
  );
}
