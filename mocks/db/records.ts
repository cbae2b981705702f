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

/** Days left of a paid member's period: until next_purchased_date, 0 when none is set. */
function remainingDays(user: MockUser): number {
  if (user.type < 2 || !user.next_purchased_date) return 0;
  const end = new Date(`${user.next_purchased_date}T00:00:00`).getTime();
  if (Number.isNaN(end)) return 0;
  return Math.max(0, Math.ceil((end - Date.now()) / 86_400_000));
}

/** The user record as the API sends it: everything but the password and mock-only fields. */
export function userRecord(user: MockUser): Record<string, unknown> {
  const { password: _password, hypno: _hypno, hypno_folders: _folders, ...record } = user;
  const stored = Object.fromEntries(
    Object.entries(record).filter(([, value]) => value !== undefined),
  );
  return {
    ...decidingFields(user),
    remaining_days: remainingDays(user),
    ...stored,
    user_id: String(user.user_id),
  };
}
export function newToken(prefix: string): string {
  const random = Math.random().toString(36).slice(2) + Date.now().toString(36);
  return `${prefix}.${random}`;
}
