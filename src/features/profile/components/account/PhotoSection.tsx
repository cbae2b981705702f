import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { fullName, selectProfile } from '@/features/user';
import { Avatar } from '@/ui/Avatar';
import { showFailure } from '@/ui/showFailure';
import { uploadProfilePhoto } from '../../api';
import { NO_PHOTO_MESSAGE, photoError } from '../../model';

/** The chosen file and its preview address, released when replaced or gone. */
function useChosenPhoto(): [{ file: File; preview: string } | null, (file: File | null) => void] {
  const [chosen, setChosen] = useState<{ file: File; preview: string } | null>(null);
  const current = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current);
    },
    [],
  );
  const choose = (file: File | null) => {
    if (current.current) URL.revokeObjectURL(current.current);
    const preview =
      file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
    current.current = preview || null;
    setChosen(file ? { file, preview } : null);
  };
  return [chosen, choose];
}

/**
 * The profile photo: a picture (.jpg, .jpeg, .gif, .png) up to 5 MB, refused before upload
 * otherwise; a preview before sending, the upload's progress, and the new photo everywhere after.
 */
export function PhotoSection() {
  const id = useId();
  const dispatch = useAppDispatch();
  const profile = useAppSelector(selectProfile);
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useChosenPhoto();
  const [error, setError] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [status, setStatus] = useState('');

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    setStatus('');
    if (!file) {
      setChosen(null);
      return;
    }
    const refused = photoError(file);
    if (refused) {
      setChosen(null);
      setError(refused);
      event.target.value = '';
      return;
    }
    setError('');
    setChosen(file);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) {
      setError(NO_PHOTO_MESSAGE);
      input.current?.focus();
      return;
    }
    setProgress(0);
    uploadProfilePhoto(dispatch, chosen.file, setProgress)
      .then((message) => {
        setChosen(null);
        if (input.current) input.current.value = '';
        setStatus(message || 'Your profile photo has been updated.');
      })
      .catch(showFailure)
      .finally(() => setProgress(null));
  };

  const uploading = progress !== null;
  return (
    <section className="form-card profile-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Profile photo</h2>
      <form noValidate onSubmit={submit} className="profile-photo">
        {chosen?.preview ? (
          <img
            className="profile-photo__image"
            src={chosen.preview}
            alt="Preview of your chosen file"
            width={96}
            height={96}
          />
        ) : (
          <Avatar name={fullName(profile) || profile.email} src={profile.img} size={96} />
        )}
        <div className="profile-photo__controls">
          <div className={`field${error ? ' field--error' : ''}`}>
            <label htmlFor={`${id}-file`}>Choose a photo</label>
            <input
              ref={input}
              id={`${id}-file`}
              type="file"
              accept=".jpg,.jpeg,.gif,.png"
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-file-message`}
              disabled={uploading}
              onChange={choose}
            />
            {error ? (
              <span id={`${id}-file-message`} className="field__error" role="alert">
                {error}
              </span>
            ) : (
              <span id={`${id}-file-message`} className="field__hint">
                .jpg, .jpeg, .gif or .png, up to 5 MB
              </span>
            )}
          </div>
          {uploading ? (
            <progress max={100} value={Math.round(progress * 100)} aria-label="Upload progress">
              {Math.round(progress * 100)}%
            </progress>
          ) : null}
          <button type="submit" className="button button--primary" disabled={uploading}>
            {uploading ? 'Uploading…' : 'Upload photo'}
          </button>
          <p role="status" className="profile-status">
            {status}
          </p>
        </div>
      </form>
    </section>
  );
}
