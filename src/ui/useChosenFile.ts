import { useEffect, useRef, useState } from 'react';

export interface ChosenFile {
  file: File;
  /** An object URL for a preview ('' where the browser makes none), released when replaced or gone. */
  preview: string;
}

/** The chosen file and its preview address, made when chosen and released when replaced or gone. */
export function useChosenFile(): [ChosenFile | null, (file: File | null) => void] {
  const [chosen, setChosen] = useState<ChosenFile | null>(null);
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
