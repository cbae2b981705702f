import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { isVideoFile } from '@/lib/validation';
import { TextField } from '@/ui/TextField';
import { UploadButton } from '@/ui/UploadButton';
import { useFileUpload } from '@/ui/useFileUpload';
import { timelineChanged, uploadProgressPhoto } from '../api';
import { MAX_CAPTION_LENGTH } from '../model';
import { NO_PHOTO_MESSAGE, progressFileError } from '../photoFile';

/**
 * A progress photo: the spec 3 §5 extensions, at most 10 MB, a preview before sending and the
 * upload's progress. The file stays chosen when the upload fails, to try again.
 */
export function PhotoUpload() {
  const id = useId();
  const dispatch = useAppDispatch();
  const input = useRef<HTMLInputElement>(null);
  const photo = useFileUpload(input, { refusal: progressFileError, missing: NO_PHOTO_MESSAGE });
  const file = photo.chosen?.file ?? null;
  const preview = photo.chosen?.preview ?? '';
  const [caption, setCaption] = useState('');
  const [done, setDone] = useState(false);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    setDone(false);
    photo.choose(event);
  };

  const submit = (event: FormEvent) =>
    photo.upload(
      event,
      (file, onProgress) => uploadProgressPhoto(file, caption.trim(), onProgress),
      () => {
        setCaption('');
        setDone(true);
        dispatch(timelineChanged());
      },
    );

  const uploading = photo.progress !== null;
  return (
    <form
      className="form-card photo-upload"
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`}>Add a progress photo</h2>
      <TextField
        ref={input}
        id={`${id}-file`}
        label="Photo or video"
        type="file"
        accept=".jpg,.jpeg,.gif,.png,.mp4,.mov"
        error={photo.error}
        hint=".jpg, .jpeg, .gif, .png, .mp4 or .mov, up to 10 MB"
        disabled={uploading}
        onChange={choose}
      />
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
      <UploadButton progress={photo.progress} label="Upload" />
      <p role="status" className="progress-entry__status">
        {done ? 'Your photo is on your timeline.' : ''}
      </p>
    </form>
  );
}
