import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The control port's token (`npm run api`, mocks/server/api.ts): made afresh on every start and
 * written to a file only the machine's user can read, where the test runner reads it. A web page
 * can read neither the file nor the control port's answers.
 */
export const CONTROL_TOKEN_HEADER = 'x-control-token';

export function controlTokenFile(): string {
  return (
    process.env.API_CONTROL_TOKEN_FILE ||
    fileURLToPath(new URL('../../node_modules/.cache/rwl-api/control-token', import.meta.url))
  );
}

/** A new token for this run, written to controlTokenFile(). */
export function writeControlToken(): string {
  const token = randomBytes(24).toString('hex');
  const file = controlTokenFile();
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, token, { mode: 0o600 });
  return token;
}

/** This run's token, as the test runner reads it. */
export function readControlToken(): string {
  return readFileSync(controlTokenFile(), 'utf8').trim();
}
