import { formatOfferPrice, formatPrice, roundPrice } from '../format/money';

/**
 * What a plan card says wherever a plan is sold (a landing page's price block, the paywall, the
 * upgrade list): one name per plan, its price from the plan catalogue (auth/plans), and figures
 * that follow the price actually charged (after a coupon), never the plan's list price.
 */

/** The fields of a catalogue sub-plan (auth/plans) a card reads. */
export interface CataloguePlan {
  /** Months; 1 is monthly. */
  duration: number;
  price: number;
  /** The full price the saving is measured against; after an introductory period, the price then. */
  actual_price: number;
  /** Days of a paid introductory period (£1 for 30 days), else 0. */
  trial_period: number;
  currency_symbol: string;
}

/** A plan's name wherever it is sold (landing card, paywall, upgrade, receipt): Monthly, Quarterly, Annual. */
export function planName(duration: number): string {
  if (duration === 1) return 'Monthly';
  if (duration === 3) return 'Quarterly';
  if (duration === 12) return 'Annual';
  return `${duration} months`;
}

/** "a month", "every 3 months", "a year". */
export function everyLabel(months: number): string {
  if (months === 1) return 'a month';
  if (months === 12) return 'a year';
  return `every ${months} months`;
}

/** The first period a price pays for: "month", "3 months", "year". */
export function periodLabel(months: number): string {
  if (months === 1) return 'month';
  if (months === 12) return 'year';
  return `${months} months`;
}

/** A plan sold at an introductory price for its first days (£1 for 30 days, then £19.99 a month). */
export function isIntroductory(
  plan: Pick<CataloguePlan, 'trial_period' | 'price' | 'actual_price'>,
): boolean {
  return plan.trial_period > 0 && plan.actual_price > plan.price;
}

export interface PlanCardText {
  /** Monthly, Quarterly, Annual. */
  name: string;
  /** The first payment: the coupon's price when one applies. */
  price: string;
  /** The plan's own price, struck through, when a coupon lowers the first payment. */
  was: string | null;
  /** The first payment a month ("£10.00 a month"), for plans longer than a month. */
  perMonth: string | null;
  /** The first payment against the plan's full price: "Save £119.89 (50%)". */
  saving: string | null;
  /** What follows an introductory price or a coupon: "£1 for your first 30 days, then £19.99 a month". */
  terms: string | null;
  /** What the card sells in a few words, after its name in its accessible name: "£119.99", or an introductory plan's terms. */
  headline: string;
}

/**
 * The text of a plan card. `charged` is the first payment when a coupon lowers it (the coupon
 * check's final_amount); per-month and saving figures are worked out from that payment.
 * `freeTrialDays` (a visitor entitled to the 7-day free trial, as the charge schedule decides)
 * puts the free days before the terms: "7 days free, then £44.97 every 3 months". An
 * introductory plan (£1 for 30 days) has no free trial: its own terms stand.
 */
export function planCardText(
  plan: CataloguePlan,
  charged?: number | null,
  freeTrialDays = 0,
): PlanCardText {
  const symbol = plan.currency_symbol || '£';
  const money = (value: number) => formatPrice(value, symbol);
  const listPrice = roundPrice(plan.price);
  const first = roundPrice(Math.max(0, charged ?? listPrice));
  const name = planName(plan.duration);
  const was = first < listPrice ? money(listPrice) : null;
  if (isIntroductory(plan)) {
    const terms = `${formatOfferPrice(first, symbol)} for your first ${plan.trial_period} days, then ${money(plan.actual_price)} ${everyLabel(plan.duration)}`;
    return { name, price: money(first), was, perMonth: null, saving: null, terms, headline: terms };
  }
  const perMonth = plan.duration > 1 ? `${money(first / plan.duration)} a month` : null;
  const full = roundPrice(Math.max(plan.actual_price, listPrice));
  const saved = roundPrice(full - first);
  const saving = saved > 0 ? `Save ${money(saved)} (${Math.round((saved / full) * 100)}%)` : null;
  const afterFirst = was
    ? `${formatOfferPrice(first, symbol)} for your first ${periodLabel(plan.duration)}, then ${money(listPrice)} ${everyLabel(plan.duration)}`
    : null;
  const terms =
    freeTrialDays > 0
      ? `${freeTrialDays} days free, then ${afterFirst ?? `${money(first)} ${everyLabel(plan.duration)}`}`
      : afterFirst;
  return { name, price: money(first), was, perMonth, saving, terms, headline: money(first) };
}
