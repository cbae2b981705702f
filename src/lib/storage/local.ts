import type { StorageKey } from './keys';

function safe<T>(run: () => T, fallback: T): T {
  try {
    return run();
  } catch {
    return fallback;
  }
}

export const local = {
  get(key: StorageKey): string | null {
    return safe(() => window.localStorage.getItem(key), null);
  },
  set(key: StorageKey, value: string): void {
    safe(() => window.localStorage.setItem(key, value), undefined);
  },
  remove(...keys: StorageKey[]): void {
    for (const key of keys) safe(() => window.localStorage.removeItem(key), undefined);
  },
  getJson<T>(key: StorageKey): T | null {
    const text = local.get(key);
    if (!text) return null;
    return safe(() => JSON.parse(text) as T, null);
  },
  setJson(key: StorageKey, value: unknown): void {
    local.set(key, JSON.stringify(value));
  },
};

export const session = {
  get(key: StorageKey): string | null {
    return safe(() => window.sessionStorage.getItem(key), null);
  },
  set(key: StorageKey, value: string): void {
    safe(() => window.sessionStorage.setItem(key, value), undefined);
  },
  remove(key: StorageKey): void {
    safe(() => window.sessionStorage.removeItem(key), undefined);
  },
};
