/**
 * Injected failures: every call whose path contains the part answers status 0 with the message,
 * from then until cleared. In the browser they are kept for the tab (session storage), so they
 * hold across a reload.
 */
const STORAGE_KEY = 'rwl_mock_failures';

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' && !import.meta.env.VITEST ? window.sessionStorage : null;
  } catch {
    return null;
  }
}

function load(): Map<string, string> {
  try {
    const text = storage()?.getItem(STORAGE_KEY);
    return new Map(text ? (JSON.parse(text) as [string, string][]) : []);
  } catch {
    return new Map();
  }
}

const failures = load();

function save(): void {
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify([...failures]));
  } catch {
    // Storage unavailable: failures stay in memory.
  }
}

export const injectedFailures = {
  add(pathPart: string, message = 'Something went wrong'): void {
    failures.set(pathPart, message);
    save();
  },
  clear(): void {
    failures.clear();
    save();
  },
  /** Reads the tab's failures again, as a load of the page does. */
  reload(): void {
    failures.clear();
    for (const [part, message] of load()) failures.set(part, message);
  },
  match(path: string): string | null {
    for (const [part, message] of failures) if (path.includes(part)) return message;
    return null;
  },
};
