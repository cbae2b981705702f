/**
 * Mailing-list sign-ups of the landing area (spec 3 §3 "Email signup payload", spec 2 §7). The
 * http layer is imported only when a form is sent, so it never weighs on a landing page's first
 * render.
 */
import { isValidEmail } from '@/lib/validation/email';
import { MAX_LENGTH } from '@/lib/validation/limits';
import { trackingAllowed } from '@/lib/consent/consent';

export const NEWSLETTER_LIST_ID = 161;
/** Retreat lists: 186 for the next-retreats page, 185 otherwise. */
export const RETREAT_LIST_ID = 185;
export const NEXT_RETREAT_LIST_ID = 186;

export const INVALID_EMAIL_MESSAGE = 'please enter valid email id';
export const CONSENT_MESSAGE = 'Please Agree to receive news & offers via email.';
export const SIGNUP_SUCCESS_MESSAGE = 'PLEASE CHECK YOUR INBOX.';

export interface SignupPayload {
  name: string;
  email: string;
  list_id: number;
  slug: string;
  [tracking: string]: string | number;
}

export type SignupCheck<F extends string> =
  | { ok: true; values: Record<F, string> }
  | { ok: false; reason: 'empty'; fields: F[] }
  | { ok: false; reason: 'email' }
  | { ok: false; reason: 'long'; fields: F[] };

/** The longest value a sign-up field takes: 254 for the email, 50 for names. */
export function signupMaxLength(field: string, emailField: string): number {
  return field === emailField ? MAX_LENGTH.email : MAX_LENGTH.name;
}

/** Every field non-empty after trimming; then the email must match the shared pattern. */
export function checkSignupFields<F extends string>(
  values: Record<F, string>,
  emailField: NoInfer<F>,
): SignupCheck<F> {
  const trimmed = Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, String(value).trim()]),
  ) as Record<F, string>;
  const empty = (Object.keys(trimmed) as F[]).filter((key) => trimmed[key] === '');
  if (empty.length) return { ok: false, reason: 'empty', fields: empty };
  const long = (Object.keys(trimmed) as F[]).filter(
    (key) => trimmed[key].length > signupMaxLength(key, emailField),
  );
  if (long.length) return { ok: false, reason: 'long', fields: long };
  if (!isValidEmail(trimmed[emailField])) return { ok: false, reason: 'email' };
  return { ok: true, values: trimmed };
}

/** Ad click ids: they identify the visitor to the ad providers, so they need tracking consent. */
const CLICK_IDS = ['fbclid', 'gclid', 'ttclid'];

/**
 * utm_ parameters of the current address, sent with retreat sign-ups; the ad click ids (fbclid,
 * gclid, ttclid) only when tracking and targeting consent are given (spec 1 §4), read when sent.
 */
export function trackingParameters(
  search: string,
  clickIdsAllowed = trackingAllowed(),
): Record<string, string> {
  const result: Record<string, string> = {};
  new URLSearchParams(search).forEach((value, key) => {
    if (value.length > MAX_LENGTH.shortText) return;
    if (key.startsWith('utm_') || (clickIdsAllowed && CLICK_IDS.includes(key))) result[key] = value;
  });
  return result;
}

/** Sends a sign-up; resolves with the server's message, rejects with its error message. */
export async function subscribe(payload: SignupPayload): Promise<string> {
  const { apiRequest } = await import('@/lib/api/request');
  const { message } = await apiRequest({
    url: 'frontend/add_news_letter',
    method: 'POST',
    body: payload,
    auth: 'none',
  });
  return message;
}
