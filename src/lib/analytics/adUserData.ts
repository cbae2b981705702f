/**
 * Hashed user data sent with server-to-server ad conversions (spec 3 §7): email, first and last
 * name, phone and external id, each normalised and then hashed with SHA-256 (lower-case hex).
 * Raw values never leave this module; empty fields are left out.
 */
import { normalisePhoneForAds } from './phone';

/** The user fields an ad conversion may carry (any of them may be missing). */
export interface AdUser {
  email?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  phone?: string | null;
  user_id?: string | number | null;
}

/** What the conversion call receives: SHA-256 hex of each normalised value. */
export interface AdUserData {
  em?: string;
  fn?: string;
  ln?: string;
  ph?: string;
  external_id?: string;
}

/** SHA-256 of the UTF-8 text as lower-case hex (Web Crypto). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const lowerTrim = (value: string | null | undefined) => (value ?? '').trim().toLowerCase();

/** The normalised (not yet hashed) values; exported for tests. */
export function normaliseAdUser(user: AdUser): Record<keyof AdUserData, string> {
  const id = user.user_id === null || user.user_id === undefined ? '' : String(user.user_id).trim();
  return {
    em: lowerTrim(user.email),
    fn: lowerTrim(user.first_name),
    ln: lowerTrim(user.last_name),
    ph: normalisePhoneForAds(user.phone),
    external_id: id === '0' ? '' : id,
  };
}

/**
 * The hashed user data of a conversion. Without Web Crypto (an insecure page) nothing is
 * returned rather than anything unhashed.
 */
export async function hashAdUserData(user: AdUser | null | undefined): Promise<AdUserData> {
  if (!user || typeof globalThis.crypto?.subtle?.digest !== 'function') return {};
  const hashed: AdUserData = {};
  const entries = Object.entries(normaliseAdUser(user)) as [keyof AdUserData, string][];
  try {
    for (const [key, value] of entries) {
      if (value) hashed[key] = await sha256Hex(value);
    }
  } catch {
    return {};
  }
  return hashed;
}
