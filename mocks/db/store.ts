import { seedDatabase, type MockDatabase } from './seed';

/**
 * The mock backend's data. In the browser it is kept in local storage so a registration or a
 * message survives a reload; in node (vitest) it lives in memory. A new profile starts from
 * the seed; window.__mock.reset() restores it.
 */
const STORAGE_KEY = 'rwl_mock_db';
const SCHEMA_VERSION = 1;

interface Stored {
  version: number;
  db: MockDatabase;
}

function canPersist(): boolean {
  try {
    return (
      typeof window !== 'undefined' &&
      typeof window.localStorage !== 'undefined' &&
      !import.meta.env.VITEST
    );
  } catch {
    return false;
  }
}

function load(): MockDatabase {
  if (canPersist()) {
    try {
      const text = window.localStorage.getItem(STORAGE_KEY);
      if (text) {
        const stored = JSON.parse(text) as Stored;
        if (stored.version === SCHEMA_VERSION) return { ...seedDatabase(), ...stored.db };
      }
    } catch {
      // Unreadable: start from the seed.
    }
  }
  return seedDatabase();
}

let database: MockDatabase = load();

// One browser is one server: what another tab's mock wrote (a login's session, a message) is
// read here too, or a token issued there would be refused here and sign the member out of both.
if (canPersist()) {
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEY || event.key === null) database = load();
  });
}

/** The journeys' harness stops the app: answers still on their way then write nothing. */
let suspended = false;

function save(): void {
  if (!canPersist() || suspended) return;
  try {
    const stored: Stored = { version: SCHEMA_VERSION, db: database };
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Storage full: the mock keeps working in memory.
  }
}

export const db = {
  get(): MockDatabase {
    return database;
  },
  /** Changes the data and persists it. */
  update<T>(change: (data: MockDatabase) => T): T {
    const result = change(database);
    save();
    return result;
  },
  reset(): void {
    database = seedDatabase();
    save();
  },
  /** Re-reads storage (another tab may have written), and keeps writing again. */
  reload(): void {
    suspended = false;
    database = load();
  },
  /** Writes nothing more to storage until reload (the page's app has stopped). */
  suspend(): void {
    suspended = true;
  },
};
