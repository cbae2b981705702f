/**
 * Phone numbers sent (hashed) with ad conversions (spec 3 §5): stripped to digits, leading
 * zeros removed, and the UK code 44 put in front when it is not there yet.
 * '07700 900123' -> '447700900123'; '+44 7700 900123' -> '447700900123'; '0044 ...' -> '44...'.
 * Empty input (or no digits) gives ''.
 */
export function normalisePhoneForAds(raw: string | null | undefined): string {
  const digits = (raw ?? '').replace(/\D/g, '').replace(/^0+/, '');
  if (!digits) return '';
  return digits.startsWith('44') ? digits : `44${digits}`;
}
