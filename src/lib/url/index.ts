/**
 * The one checker for addresses that come from the server or a query string.
 * Only http(s) addresses and paths of this app are ever opened, linked or followed.
 */

/** The member home: where a rejected "go back" / "return to" target leads. */
export const MEMBER_HOME = '/home';

/**
 * A path of this app: "/" followed by a character that is neither "/" nor "\"
 * (or "/" alone). `//evil.example` and `/\evil.example` are other sites to a browser.
 */
export function isAppPath(value: string): boolean {
  if (!value.startsWith('/')) return false;
  const next = value.charAt(1);
  if (next === '/' || next === '\\') return false;
  // Browsers drop tabs and newlines inside URLs, so "/\t/evil" is "//evil".
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return false;
  }
  return true;
}

/** An absolute http: or https: address, normalised; null for any other scheme or a bad address. */
export function safeExternalUrl(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * An address safe to link, open or show as media: an http(s) address or a path of this app
 * (and `blob:` object URLs the page made itself); null for `javascript:`, `data:` and the rest.
 */
export function safeUrl(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  if (trimmed.startsWith('/')) return isAppPath(trimmed) ? trimmed : null;
  if (trimmed.startsWith('blob:')) return trimmed;
  return safeExternalUrl(trimmed);
}

/**
 * Where a remembered path ("go back", "return to", the login return path) may send the user:
 * a path of this app, else the member home. Encoded values (from a query string) are decoded
 * once; a value that cannot be decoded is rejected.
 */
export function safeReturnPath(value: string | null | undefined, fallback = MEMBER_HOME): string {
  if (!value) return fallback;
  const decoded = value.startsWith('/') ? value : safeDecode(value);
  return decoded !== null && isAppPath(decoded) ? decoded : fallback;
}

/** Decodes a path segment or query value; null when its % escapes are malformed (never throws). */
export function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/**
 * Opens a new tab; returns false when the browser blocked it. Only http(s) addresses and paths
 * of this app are opened (a `javascript:` address would run with the member's token in reach).
 */
export function openInNewTab(url: string): boolean {
  const safe = safeUrl(url);
  if (!safe) return true;
  const opened = window.open(safe, '_blank');
  if (!opened) return false;
  try {
    opened.opener = null;
  } catch {
    // Cross-origin window: nothing to do.
  }
  return true;
}
