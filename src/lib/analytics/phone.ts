/**
 * Phone numbers sent (hashed) with ad conversions (spec 3 §5): stripped to digits, leading
 * zeros removed, and the UK code 44 put in front when it is not there yet. The UK trunk zero
 * some people write after the country code ('+44 (0)20 ...', '+44 07700 ...') is dropped too.
 * '07700 900123' -> '447700900123'; '+44 7700 900123' -> '447700900123';
 * '0044 (0)7700-900123' -> '447700900123'; '+44 (0) 20 7946 0018' -> '442079460018'.
 * Empty input (or no digits) gives ''.
 */
export function normalisePhoneForAds(raw: string | null | undefined): string {
  const digits = (raw ?? '').replace(/\D/g, '').replace(/^0+/, '');
  if (!digits) return '';
  const national = digits.startsWith('44') ? digits.slice(2).replace(/^0+/, '') : digits;
  return `44${national}`;
}
