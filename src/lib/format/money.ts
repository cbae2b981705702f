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

/** Thousands grouped with commas: 1250.5 to "1,250.50" (digits as given after the point). */
function grouped(fixed: string): string {
  const [whole = '0', pence] = fixed.split('.');
  const sign = whole.startsWith('-') ? '-' : '';
  const digits = sign ? whole.slice(1) : whole;
  const withCommas = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${withCommas}${pence === undefined ? '' : `.${pence}`}`;
}

/**
 * The one way a price is written (plans, shop, retreats, coaching, receipts): the symbol, thousands
 * with commas, to the penny: "£9.99", "£1,250.00", "R15.00". Prices are rounded to 2 decimals.
 */
export function formatPrice(value: number | string, symbol = '£'): string {
  const number = typeof value === 'string' ? Number(value) : value;
  if (!Number.isFinite(number)) return `${symbol}0.00`;
  const rounded = roundPrice(number);
  return rounded < 0
    ? `-${symbol}${grouped((-rounded).toFixed(2))}`
    : `${symbol}${grouped(rounded.toFixed(2))}`;
}

/** A price inside a sentence: whole pounds without pence (£1, £15), otherwise to the penny (£29.97). */
export function formatOfferPrice(value: number, symbol = '£'): string {
  const rounded = roundPrice(Number.isFinite(value) ? value : 0);
  return Number.isInteger(rounded)
    ? `${symbol}${grouped(String(rounded))}`
    : formatPrice(rounded, symbol);
}
