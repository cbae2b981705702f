import { useState, type ChangeEvent, type FormEvent, type RefObject } from 'react';
import { showFailure } from './showFailure';
import { useChosenFile, type ChosenFile } from './useChosenFile';

interface FileUploadRules {
  /** Why a file is refused before anything is sent (its type, its size), or undefined. */
  refusal: (file: File) => string | undefined;
  /** The message shown when the form is sent with no file chosen. */
  missing: string;
}

interface FileUpload {
  chosen: ChosenFile | null;
  /** The message beside the field ('' when none). */
  error: string;
  /** The upload's share sent, from 0 to 1, or null when nothing is being sent. */
  progress: number | null;
  /** The input's change handler: a refused file is dropped, its message shown, the input emptied. */
  choose: (event: ChangeEvent<HTMLInputElement>) => void;
  /**
   * The form's submit: asks for a file when none is chosen; otherwise `send`s it with its
   * progress, then forgets it and empties the input before `sent`; a failure shows the server's
   * message in the popup and keeps the file chosen, to try again.
   */
  upload: <T>(
    event: FormEvent,
    send: (file: File, onProgress: (share: number) => void) => Promise<T>,
    sent: (result: T) => void,
  ) => void;
}

/** Choosing and sending one file from an upload form whose file input is `inputRef`. */
export function useFileUpload(
  inputRef: RefObject<HTMLInputElement | null>,
  { refusal, missing }: FileUploadRules,
): FileUpload {
  const [chosen, setChosen] = useChosenFile();
  const [error, setError] = useState('');
  const [progress, setProgress] = useState<number | null>(null);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    if (!file) {
      setChosen(null);
      return;
    }
    const refused = refusal(file);
    if (refused) {
      setChosen(null);
      setError(refused);
      event.target.value = '';
      return;
    }
    setError('');
    setChosen(file);
  };

  const upload = <T>(
    event: FormEvent,
    send: (file: File, onProgress: (share: number) => void) => Promise<T>,
    sent: (result: T) => void,
  ) => {
    event.preventDefault();
    if (!chosen) {
      setError(missing);
      inputRef.current?.focus();
      return;
    }
    setProgress(0);
    send(chosen.file, setProgress)
      .then((result) => {
        setChosen(null);
        if (inputRef.current) inputRef.current.value = '';
        sent(result);
      })
      .catch(showFailure)
      .finally(() => setProgress(null));
  };

  return { chosen, error, progress, choose, upload };
}
