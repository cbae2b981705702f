import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { fullName, selectProfile } from '@/features/user';
import { Avatar } from '@/ui/Avatar';
import { TextField } from '@/ui/TextField';
import { UploadButton } from '@/ui/UploadButton';
import { useFileUpload } from '@/ui/useFileUpload';
import { uploadProfilePhoto } from '../../api';
import { NO_PHOTO_MESSAGE, photoError } from '../../model';

/**
 * The profile photo: a picture (.jpg, .jpeg, .gif, .png) up to 5 MB, refused before upload
 * otherwise; a preview before sending, the upload's progress, and the new photo everywhere after.
 */
export function PhotoSection() {
  const id = useId();
  const dispatch = useAppDispatch();
  const profile = useAppSelector(selectProfile);
  const input = useRef<HTMLInputElement>(null);
  const photo = useFileUpload(input, { refusal: photoError, missing: NO_PHOTO_MESSAGE });
  const [status, setStatus] = useState('');

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    setStatus('');
    photo.choose(event);
  };

  const submit = (event: FormEvent) =>
    photo.upload(
      event,
      (file, onProgress) => uploadProfilePhoto(dispatch, file, onProgress),
      (message) => setStatus(message || 'Your profile photo has been updated.'),
    );

  return (
    <section className="form-card profile-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Profile photo</h2>
      <form noValidate onSubmit={submit} className="profile-photo">
        {photo.chosen?.preview ? (
          <img
            className="profile-photo__image"
            src={photo.chosen.preview}
            alt="Preview of your chosen file"
            width={96}
            height={96}
          />
        ) : (
          <Avatar name={fullName(profile) || profile.email} src={profile.img} size={96} />
        )}
        <div className="profile-photo__controls">
          <TextField
            ref={input}
            id={`${id}-file`}
            label="Choose a photo"
            type="file"
            accept=".jpg,.jpeg,.gif,.png"
            error={photo.error}
            hint=".jpg, .jpeg, .gif or .png, up to 5 MB"
            disabled={photo.progress !== null}
            onChange={choose}
          />
          <UploadButton progress={photo.progress} label="Upload photo" />
          <p role="status" className="profile-status">
            {status}
          </p>
        </div>
      </form>
    </section>
  );
}
