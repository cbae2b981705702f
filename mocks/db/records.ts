import type { MockUser } from './users';

/** The user record as the API sends it: everything but the password and mock-only fields. */
export function userRecord(user: MockUser): Record<string, unknown> {
  const { password: _password, hypno: _hypno, hypno_folders: _folders, ...record } = user;
  return { ...record, user_id: String(user.user_id) };
}

export function newToken(prefix: string): string {
  const random = Math.random().toString(36).slice(2) + Date.now().toString(36);
  return `${prefix}.${random}`;
}
