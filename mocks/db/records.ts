import type { MockUser } from './users';

/**
 * The money, access and redirect fields every user record carries (the app reads them strictly):
 * what the server answers when the stored user has no value of its own.
 */
function decidingFields(user: MockUser): Record<string, unknown> {
  return {
    is_premium: user.type >= 2 ? 1 : 0,
    is_upgrade: user.type === 1 ? 1 : 0,
    cancel_subscription: 0,
    is_payment_date_change: 0,
    reg_paywall: 0,
    lp_plan_id: 0,
    lp_sub_plan_id: 0,
    unauthorized: [],
    force_home: 0,
    force_unsupported_browser: 0,
  };
}

/** The user record as the API sends it: everything but the password and mock-only fields. */
export function userRecord(user: MockUser): Record<string, unknown> {
  const { password: _password, hypno: _hypno, hypno_folders: _folders, ...record } = user;
  const stored = Object.fromEntries(
    Object.entries(record).filter(([, value]) => value !== undefined),
  );
  return { ...decidingFields(user), ...stored, user_id: String(user.user_id) };
}
export function newToken(prefix: string): string {
  const random = Math.random().toString(36).slice(2) + Date.now().toString(36);
  return `${prefix}.${random}`;
}
