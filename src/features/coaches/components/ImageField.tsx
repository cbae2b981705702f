import { useId } from 'react';
import { pictureError, type ChosenImage } from '../model';

interface ImageFieldProps {
  label: string;
  value: ChosenImage | null;
  error?: string;
  onChange: (image: ChosenImage | null, error?: string) => void;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () =>
      reject(new Error('This picture could not be read. Please choose another.'));
    reader.readAsDataURL(file);
  });
}

/**
 * A picture for the registration: .jpg, .jpeg, .gif or .png up to 5 MB (refused with the
 * message next to the field before anything is read), then shown as a preview.
 */
export function ImageField({ label, value, error, onChange }: ImageFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className={`field coach-image${error ? ' field--error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="file"
        accept=".jpg,.jpeg,.gif,.png,image/jpeg,image/gif,image/png"
        aria-invalid={error ? true : undefined}
        aria-describedby={error || value ? messageId : undefined}
        onChange={(event) => {
          const input = event.currentTarget;
          const file = input.files?.[0];
          if (!file) return;
          const refused = pictureError(file);
          if (refused) {
            input.value = '';
            onChange(value, refused);
            return;
          }
          readAsDataUrl(file).then(
            (dataUrl) => onChange({ name: file.name, dataUrl }),
            (failure: Error) => onChange(value, failure.message),
          );
        }}
      />
      {error ? (
        <span id={messageId} className="field__error" role="alert">
          {error}
        </span>
      ) : value ? (
        <span id={messageId} className="field__hint">
          Chosen: {value.name}
        </span>
      ) : null}
      {value && !error ? (
        <img className="coach-image__preview" src={value.dataUrl} alt={`${label}: preview`} />
      ) : null}
    </div>
  );
}
