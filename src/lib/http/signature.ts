import hmacSHA256 from 'crypto-js/hmac-sha256';
import encHex from 'crypto-js/enc-hex';

/**
 * The signed app-identifier header sent with member calls:
 * "<app id>.<unix ms>.<hex HMAC-SHA256 of '<app id>.<unix ms>' under the shared secret>".
 */
export const APP_IDENTIFIER_HEADER = 'X-App-Identifier';

export function signAppIdentifier(appId: string, secret: string, now: number = Date.now()): string {
  const payload = `${appId}.${now}`;
  return `${payload}.${hmacSHA256(payload, secret).toString(encHex)}`;
}

/** Maximum age of a signature the server accepts. */
export const SIGNATURE_MAX_AGE_MS = 5 * 60 * 1000;

export function verifyAppIdentifier(
  header: string | null,
  appId: string,
  secret: string,
  now: number = Date.now(),
): boolean {
  if (!header) return false;
  const parts = header.split('.');
  const signature = parts.pop();
  const timestamp = Number(parts[parts.length - 1]);
  const id = parts.slice(0, -1).join('.');
  if (id !== appId || !Number.isFinite(timestamp) || !signature) return false;
  if (Math.abs(now - timestamp) > SIGNATURE_MAX_AGE_MS) return false;
  return signAppIdentifier(appId, secret, timestamp) === header;
}
