import { useState, type ChangeEvent, type RefObject } from 'react';
import { useChosenFile, type ChosenFile } from './useChosenFile';

interface FileChoice {
  chosen: ChosenFile | null;
  /** The message beside the field ('' when none). */
  error: string;
  /** The input's change handler: a refused file is dropped, its message shown, the input emptied. */
  choose: (event: ChangeEvent<HTMLInputElement>) => void;
  /** The chosen file, or null after showing `message` and focusing the input when none is. */
  requireFile: (message: string) => File | null;
  /** Forgets the chosen file (after it is sent) and empties the input. */
  clear: () => void;
}

/**
 * Choosing one file for an upload form: `inputRef` is the form's file input (focused when a file is
 * missing, emptied when one is refused or sent); `refusal` says why a file is refused before
 * anything is sent (its type, its size), or undefined when it is accepted.
 */
export function useFileChoice(
  inputRef: RefObject<HTMLInputElement | null>,
  refusal: (file: File) => string | undefined,
): FileChoice {
  const [chosen, setChosen] = useChosenFile();
  const [error, setError] = useState('');

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

  const requireFile = (message: string) => {
    if (chosen) return chosen.file;
    setError(message);
    inputRef.current?.focus();
    return null;
  };

  const clear = () => {
    setChosen(null);
    if (inputRef.current) inputRef.current.value = '';
  };

  return { chosen, error, choose, requireFile, clear };
}
