import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { isAllowedMedia, isVideoFile, MEDIA_TYPE_ERROR } from '@/lib/validation';
import { timelineChanged, uploadProgressPhoto } from '../api';
import { MAX_CAPTION_LENGTH, MAX_PHOTO_BYTES, PHOTO_TOO_BIG_MESSAGE } from '../model';
import { showFailure } from '@/ui/showFailure';

/** The chosen file with its preview address, made when chosen and released when replaced or gone. */
function useChosenFile(): [{ file: File; preview: string } | null, (file: File | null) => void] {
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
 * A progress photo: the spec 3 §5 extensions, at most 10 MB, a preview before sending and the
 * upload's progress. The file stays chosen when the upload fails, to try again.
 */
export function PhotoUpload() {
  const id = useId();
  const dispatch = useAppDispatch();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setFile] = useChosenFile();
  const file = chosen?.file ?? null;
  const preview = chosen?.preview ?? '';
  const [caption, setCaption] = useState('');
  const [error, setError] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [done, setDone] = useState(false);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setDone(false);
    if (!chosen) {
      setFile(null);
      return;
    }
    if (!isAllowedMedia(chosen.name)) {
      setFile(null);
      setError(MEDIA_TYPE_ERROR);
      event.target.value = '';
      return;
    }
    if (chosen.size > MAX_PHOTO_BYTES) {
      setFile(null);
      setError(PHOTO_TOO_BIG_MESSAGE);
      event.target.value = '';
      return;
    }
    setError('');
    setFile(chosen);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setError('Please choose a photo to upload.');
      input.current?.focus();
      return;
    }
    setProgress(0);
    uploadProgressPhoto(file, caption.trim(), setProgress)
      .then(() => {
        setFile(null);
        setCaption('');
        setDone(true);
        if (input.current) input.current.value = '';
        dispatch(timelineChanged());
      })
      .catch(showFailure)
      .finally(() => setProgress(null));
  };

  const uploading = progress !== null;
  return (
    <form
      className="form-card photo-upload"
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`}>Add a progress photo</h2>
      <div className={`field${error ? ' field--error' : ''}`}>
        <label htmlFor={`${id}-file`}>Photo or video</label>
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept=".jpg,.jpeg,.gif,.png,.mp4,.mov"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-file-error` : `${id}-file-hint`}
          disabled={uploading}
          onChange={choose}
        />
        {error ? (
          <span id={`${id}-file-error`} className="field__error" role="alert">
            {error}
          </span>
        ) : (
          <span id={`${id}-file-hint`} className="field__hint">
            .jpg, .jpeg, .gif, .png, .mp4 or .mov, up to 10 MB
          </span>
        )}
      </div>
      {file && preview ? (
        isVideoFile(file.name) ? (
          <video
            className="photo-upload__preview"
            src={preview}
            controls
            muted
            aria-label="Preview"
          />
        ) : (
          <img className="photo-upload__preview" src={preview} alt="Preview of your chosen file" />
        )
      ) : null}
      <div className="field">
        <label htmlFor={`${id}-caption`}>Caption (optional)</label>
        <input
          id={`${id}-caption`}
          type="text"
          maxLength={MAX_CAPTION_LENGTH}
          value={caption}
          disabled={uploading}
          onChange={(event) => setCaption(event.target.value)}
        />
      </div>
      {uploading ? (
        <progress max={100} value={Math.round(progress * 100)} aria-label="Upload progress">
          {Math.round(progress * 100)}%
        </progress>
      ) : null}
      <button type="submit" className="button button--primary" disabled={uploading}>
        {uploading ? 'Uploading…' : 'Upload'}
      </button>
      <p role="status" className="progress-entry__status">
        {done ? 'Your photo is on your timeline.' : ''}
      </p>
    </form>
  );
}
