import { useState } from 'react';
import { session, type storageKeys } from '@/lib/storage';

type DraftKey = typeof storageKeys.socialConsentDraft | typeof storageKeys.hypnoRegisterDraft;

/** The stored draft's text fields named in `empty`, each else empty. */
function readDraft<T extends Record<string, string>>(key: DraftKey, empty: T): T {
  try {
    const stored: unknown = JSON.parse(session.get(key) ?? '{}');
    if (!stored || typeof stored !== 'object') return empty;
    const values = { ...empty };
    for (const field of Object.keys(empty) as (keyof T)[]) {
      const value = (stored as Record<keyof T, unknown>)[field];
      if (typeof value === 'string') values[field] = value as T[keyof T];
    }
    return values;
  } catch {
    return empty;
  }
}

/**
 * A form's text fields kept as they are typed (session storage, this tab only), so a reload
 * mid-form loses nothing. Only the fields given are kept: never a password.
 */
export function useFormDraft<T extends Record<string, string>>(key: DraftKey, empty: T) {
  const [values, setValues] = useState<T>(() => readDraft(key, empty));
  const set = (field: keyof T, value: string) => {
    setValues((current) => {
      const next = { ...current, [field]: value };
      session.set(key, JSON.stringify(next));
      return next;
    });
  };
  const clear = () => session.remove(key);
  return { values, set, clear };
}
