/** Currency symbols of spec 3 §9; default GBP. */
export const CURRENCY_SYMBOLS: Record<string, string> = {
  ZAR: 'R',
  USD: '$',
  GBP: '£',
  EUR: '€',
  INR: '₹',
  JPY: '¥',
  KRW: '₩',
  NGN: '₦',
  VND: '₫',
  PHP: '₱',
  BRL: 'R$',
  CAD: 'C$',
  AUD: 'AU$',
};

export function currencySymbol(code: string | undefined | null): string {
  return CURRENCY_SYMBOLS[(code ?? 'GBP').toUpperCase()] ?? '£';
}

/** Prices are rounded to 2 decimals. */
export function roundPrice(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

export function formatPrice(value: number | string, symbol = '£'): string {
  const number = typeof value === 'string' ? Number(value) : value;
  if (!Number.isFinite(number)) return `${symbol}0.00`;
  return `${symbol}${roundPrice(number).toFixed(2)}`;
}

/** A price inside a sentence: whole pounds without pence (£1, £15), otherwise to the penny (£29.97). */
export function formatOfferPrice(value: number, symbol = '£'): string {
  const rounded = roundPrice(Number.isFinite(value) ? value : 0);
  return Number.isInteger(rounded) ? `${symbol}${rounded}` : `${symbol}${rounded.toFixed(2)}`;
}
