import * as z from 'zod/mini';
import { strictNumber, cosmeticNumber as num, cosmeticText as text } from '@/lib/api/schemas';
import { currencySymbol, formatPrice, roundPrice } from '@/lib/format/money';
import { longDate } from '@/lib/format/days';

/** Plans, coupons, eligibility and price rules of spec 2 (pure; unit tested in model.test.ts). */

// The plan catalogue (auth/plans) is one call shared with the store-less landing price blocks:
// lib/payments/planCatalogue.
export {
  subPlanSchema,
  plansReplySchema,
  plansRequest,
  type SubPlan,
  type PlanGroup,
  type PlansReply,
  type PlansRequest,
  type UserPlanType,
} from '@/lib/payments/planCatalogue';
import {
  subPlanSchema,
  type PlanGroup,
  type SubPlan,
  type UserPlanType,
} from '@/lib/payments/planCatalogue';

// The coupon check is one call shared with the store-less /reg1 page: lib/payments/couponCheck.
export {
  couponCheckRequest,
  readCouponCheck,
  type CouponCheckArgs,
  type CouponCheckReply,
  type CouponDetails,
  type CouponVerdict,
} from '@/lib/payments/couponCheck';

export const offerPlanSchema = z.object({
  // The offer paid for and whether it is locked: read strictly, never defaulted from garbage.
  offer_id: strictNumber,
  is_padlock: strictNumber,
  padlock_text: text(),
  new_mobile_image: text(),
  new_desktop_image: text(),
  confirm_popup_offer_name: text(),
  confirm_popup_description: text(),
  title: text(),
  subtitle: text(),
  currency_symbol: text('£'),
  sub_plan: z.array(subPlanSchema),
  plan_description: text(),
  plan_button_text: text('Get this offer'),
  original_price: text(),
  price: strictNumber,
  card_title: text(),
  card_sub_title: text(),
  card_button_text: text(),
  header_description: text(),
  plan_header: text(),
  plan_sub_header: text(),
  card_footer_title: text(),
  footer_renewal_text: text(),
  is_itemoffer: num(),
});
export type OfferPlan = z.infer<typeof offerPlanSchema>;

/** free, ffm only, premium, other from the membership number 1..4. */
export function userPlanType(type: number, ffmOnly = false): UserPlanType {
  if (type === 1) return ffmOnly ? 'ffm only' : 'free';
  if (type === 2) return 'premium';
  if (type === 3 || type === 4) return 'other';
  return 'none';
}

// ---- Labels ----------------------------------------------------------------------------

/** Sub-plan label in the upgrade list: Monthly, Quarterly (pay 4x a year), Annual (pay once a year). */
export function subPlanLabel(duration: number): string {
  if (duration === 1) return 'Monthly';
  if (duration === 3) return 'Quarterly (pay 4x a year)';
  if (duration === 12) return 'Annual (pay once a year)';
  return `${duration} months`;
}

// A plan's one name (Monthly, Quarterly, Annual) and the text of its card are shared with the
// landing price blocks: lib/payments/planCard.
export { everyLabel, planCardText, planName } from '@/lib/payments/planCard';
import { everyLabel } from '@/lib/payments/planCard';

export const BEST_VALUE = 'Best value';
export const MOST_POPULAR = 'Most popular';

export function planTags(plan: Pick<SubPlan, 'is_best' | 'is_most_popular'>): string[] {
  const tags: string[] = [];
  if (plan.is_best === 1) tags.push(BEST_VALUE);
  if (plan.is_most_popular === 1) tags.push(MOST_POPULAR);
  return tags;
}

/** Sub-plans shown in the upgrade list ("0" for_upgrade hides a sub-plan). */
export function upgradeSubPlans(plans: PlanGroup[]): SubPlan[] {
  return plans.flatMap((group) => group.sub_plan.filter((plan) => plan.for_upgrade !== '0'));
}

// ---- Price maths ---------------------------------------------------------------------

/** A price as the app writes it (lib/format formatPrice): "£44.97". */
export function money(value: number, symbol = '£'): string {
  return formatPrice(value, symbol);
}

/** Price per month, rounded to 2 decimals. */
export function monthlyPrice(price: number, duration: number): number {
  return roundPrice(duration > 0 ? price / duration : price);
}

/** Saving against paying the monthly price every month: amount and whole percentage. */
export function saving(
  price: number,
  duration: number,
  monthlyPlanPrice: number,
): { amount: number; percentage: number } {
  const full = monthlyPlanPrice * duration;
  if (full <= 0 || price >= full) return { amount: 0, percentage: 0 };
  const amount = roundPrice(full - price);
  return { amount, percentage: Math.round((amount / full) * 100) };
}

/** Price after a gift card or credit, never below 0, rounded to 2 decimals. */
export function priceAfterCredit(price: number, credit: number): number {
  return roundPrice(Math.max(0, price - Math.max(0, credit)));
}

/** The member's gift credit taken off a price: the balance, at most the price (2 decimals). */
export function giftCreditUsed(price: number, balance: number): number {
  return roundPrice(Math.min(Math.max(0, balance), Math.max(0, price)));
}

export function symbolFor(plan: Pick<SubPlan, 'currency_symbol' | 'currency'>): string {
  return plan.currency_symbol || currencySymbol(plan.currency);
}

/** Wallet amounts are the price in pence. */
export function walletAmountPence(price: number): number {
  return Math.round(roundPrice(price) * 100);
}

/** A first payment of 1.00 is assumed for trial30 users or plan 16 sub-plan 62. */
export function firstPaymentAmount(
  plan: Pick<SubPlan, 'plan_id' | 'sub_plan_id' | 'price'>,
  hasTrial30: boolean,
): number {
  if (hasTrial30 || (plan.plan_id === 16 && plan.sub_plan_id === 62)) return 1;
  return roundPrice(plan.price);
}

// ---- After payment -------------------------------------------------------------------

/** After a paywall payment: /registration when the source page is rwb or oneoffpayment is 1, else /invitefriend. */
export function redirectAfterPayment(sourcePage: string, oneoffpayment: number | string): string {
  return sourcePage === 'rwb' || Number(oneoffpayment) === 1 ? '/registration' : '/invitefriend';
}

export type CongratulationsAction =
  { kind: 'navigate'; to: string } | { kind: 'open'; url: string } | { kind: 'reload' };

/**
 * The congratulations button (spec 2 §4): the pinned screen when there is one; /home on the
 * unsubscribe route; the app link for a device offer; otherwise the page reloads.
 */
export function congratulationsAction(input: {
  pinnedRoute: string | null;
  pathname: string;
  deviceOffer: string | null;
  appLink: string;
}): CongratulationsAction {
  if (input.pinnedRoute) return { kind: 'navigate', to: input.pinnedRoute };
  if (input.pathname.startsWith('/home/profile/unsubscribe'))
    return { kind: 'navigate', to: '/home' };
  if (input.deviceOffer) return { kind: 'open', url: input.appLink };
  return { kind: 'reload' };
}

export const SUCCESS_TITLE = 'Success';
export const SUCCESS_MESSAGE = 'Congratulations, your payment was successful!';

/** Pinned route from the pin screen: screen name and id (for example /home/folder/1059). */
export function pinnedRoute(
  pin: { screen_id: string; screen_name: string } | null | undefined,
): string | null {
  if (!pin || !pin.screen_name || !pin.screen_id) return null;
  return `/home/${pin.screen_name}/${pin.screen_id}`;
}

// ---- Eligibility (spec 2 §6 and §8) ---------------------------------------------------

export const MESSAGES = {
  alreadyPremium: 'You have already subscribed to a premium plan.',
  planNotAvailable: 'plan is not available for the subscription.',
  fitpro:
    "You have already purchased fitpro class. You can't upgrade your current plan until it's over.",
  adminGranted:
    "Sorry, seems like you can't upgrade your account.Please contact the support team for upgrading.",
  notOnWebApple:
    'You bought your membership in the iOS app, so it can only be changed there, not on the web.',
  notOnWebGoogle:
    'You bought your membership in the Android app, so it can only be changed there, not on the web.',
  noPlans: 'No plan is available right now.',
  walletFailed: 'payment failed! Please try again.',
  couponInvalid: 'This coupon code is not valid for this plan.  remove code >>',
  couponValid: 'valid',
  giftApplied: 'Gift Card Applied!',
} as const;

export interface EligibilityUser {
  type: number;
  purchased_from: string;
  is_sa: number;
  saMsg: string;
}

export type Eligibility =
  | { allowed: true }
  | { allowed: false; reason: 'apple' | 'google' | 'fitpro' | 'granted' | 'sa'; message: string };

/**
 * Whether a member may change plan on the web. Free members always may. Paid members may
 * not when the purchase was made in the iOS or Android app, for a fitpro class, granted by an
 * admin (empty purchased_from), or when special access (is_sa) applies (their own saMsg).
 */
export function upgradeEligibility(user: EligibilityUser): Eligibility {
  if (user.type === 1) return { allowed: true };
  const from = user.purchased_from.toLowerCase();
  if (from === 'apple') return { allowed: false, reason: 'apple', message: MESSAGES.notOnWebApple };
  if (from === 'google')
    return { allowed: false, reason: 'google', message: MESSAGES.notOnWebGoogle };
  if (from === 'fitpro') return { allowed: false, reason: 'fitpro', message: MESSAGES.fitpro };
  if (from === '') return { allowed: false, reason: 'granted', message: MESSAGES.adminGranted };
  if (user.is_sa === 1) return { allowed: false, reason: 'sa', message: user.saMsg };
  return { allowed: true };
}

/** Offer plans can be changed only when bought on web, empty, or the user is Free ('not web' otherwise). */
export function offerNotWeb(user: Pick<EligibilityUser, 'type' | 'purchased_from'>): boolean {
  const from = user.purchased_from.toLowerCase();
  return from !== 'web' && from !== '' && user.type !== 1;
}

export type SpecialOfferPath =
  | { kind: 'trial30' }
  | { kind: 'alreadyPremium'; message: string }
  | { kind: 'plans' }
  | { kind: 'offer30' };

/**
 * Special-offer path (spec 2 §4): pre_purchase with has_trial30 shows the 30-day special offer;
 * pre_purchase without trial30 and a premium-only flag says already subscribed; lp plan ids 0
 * or pre_purchase 0 show the normal 30-day offer; otherwise the plan popup opens.
 */
export function specialOfferPath(input: {
  pre_purchase: number;
  has_trial30: number;
  is_premium: number;
  lp_plan_id: number;
  lp_sub_plan_id: number;
}): SpecialOfferPath {
  if (input.pre_purchase === 1 && input.has_trial30 === 1) return { kind: 'trial30' };
  if (input.pre_purchase === 1 && input.is_premium === 1)
    return { kind: 'alreadyPremium', message: MESSAGES.alreadyPremium };
  if (input.pre_purchase === 0 || (input.lp_plan_id === 0 && input.lp_sub_plan_id === 0))
    return { kind: 'offer30' };
  return { kind: 'plans' };
}

export { opensOfferAtStart } from './startRule';

/**
 * The offer confirmation text: the gift credit balance is subtracted from the price shown
 * (never below 0), rounded to 2 decimals.
 */
export function offerConfirmText(
  offer: Pick<OfferPlan, 'confirm_popup_offer_name' | 'confirm_popup_description'>,
  price: number,
  symbol: string,
  giftCredit: number,
): string {
  const due = priceAfterCredit(price, giftCredit);
  const credit =
    giftCredit > 0 ? ` (after your ${money(Math.min(giftCredit, price), symbol)} gift credit)` : '';
  return `${offer.confirm_popup_offer_name}: you pay ${money(due, symbol)} today${credit}. ${offer.confirm_popup_description}`.trim();
}

/** original_price arrives encrypted (base64 here); decrypted for display, empty when unreadable. */
export function decryptOriginalPrice(value: string): string {
  if (!value) return '';
  try {
    const text = typeof atob === 'function' ? atob(value) : '';
    return /^\d+(\.\d+)?$/.test(text) ? text : '';
  } catch {
    return '';
  }
}

// ---- Coupon and upgrade button -------------------------------------------------------

export type CouponStatus = 'empty' | 'validating' | 'valid' | 'invalid';

/** Empty or the literal "clear" is not validated. */
export function couponNeedsValidation(code: string): boolean {
  const trimmed = code.trim();
  return trimmed !== '' && trimmed.toLowerCase() !== 'clear';
}

/**
 * The upgrade button is disabled when no plan is selected, the coupon is invalid or still
 * validating, or the selection equals the current plan in downgrade mode.
 */
export function upgradeButtonEnabled(input: {
  selectedSubPlanId: number | null;
  couponStatus: CouponStatus;
  downgrade: boolean;
  currentSubPlanId: number;
}): boolean {
  if (!input.selectedSubPlanId) return false;
  if (input.couponStatus === 'invalid' || input.couponStatus === 'validating') return false;
  if (input.downgrade && input.selectedSubPlanId === input.currentSubPlanId) return false;
  return true;
}

/** Submit is disabled while a typed gift code is not (yet) valid. */
export function giftCardBlocksSubmit(
  code: string,
  status: 'idle' | 'checking' | 'applied' | 'failed',
): boolean {
  return code.trim() !== '' && status !== 'applied';
}

// ---- Old card form -------------------------------------------------------------------

export const CARD_MESSAGES = {
  month: 'Please Enter Card exp-month.',
  year: 'Please Enter Card exp-year.',
  expiry: 'Please Select Valid Expiry Date.',
} as const;

export const SUBSCRIPTION_CARD_MESSAGES = {
  firstName: 'First name is required.',
  lastName: 'Last name is required.',
  cardName: 'Card Name Is Required.',
  cardNumber: 'Card Number Is Required.',
  cvv: 'CVV Is Required.',
  expiry: 'Expiry Date Is Required.',
} as const;

export const CARD_NUMBER_MAX = 16;
export const CVV_MAX = 4;
export const EXPIRY_YEARS = 20;

/** The expiry year list: 20 years from the current year. */
export function expiryYears(now = new Date()): number[] {
  return Array.from({ length: EXPIRY_YEARS }, (_, index) => now.getFullYear() + index);
}

/**
 * Expiry check of the old card form: "month" and "year" are the unselected values; a month
 * and year before the current month and year is not valid.
 */
export function expiryError(month: string, year: string, now = new Date()): string | null {
  if (!month || month === 'month') return CARD_MESSAGES.month;
  if (!year || year === 'year') return CARD_MESSAGES.year;
  const m = Number(month);
  const y = Number(year);
  if (y < now.getFullYear() || (y === now.getFullYear() && m < now.getMonth() + 1))
    return CARD_MESSAGES.expiry;
  return null;
}

const ALLOWED_KEYS = new Set([
  'Enter',
  'Backspace',
  'Delete',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Tab',
]);

/** The cvv key filter: digits, Enter, Backspace, Delete, arrows (and Tab to move on). */
export function cvvKeyAllowed(key: string): boolean {
  return /^\d$/.test(key) || ALLOWED_KEYS.has(key);
}

// ---- What is charged when (spec 2 §1, spec 3 §9) ---------------------------------------

export const FREE_TRIAL_DAYS = 7;

export interface ChargeSchedule {
  /** Charged at checkout. */
  today: number;
  /** Days before the next charge when today's charge opens a trial (free or paid), else 0. */
  trialDays: number;
  /** The end of the trial, when there is one. */
  trialEnds: Date | null;
  /** The next charge: amount and date. */
  next: { amount: number; date: Date };
  /** What the plan renews at, and every how many months. */
  renewal: { amount: number; months: number };
}

function addDays(date: Date, days: number): Date {
  const result = new Date(date.getTime());
  result.setDate(result.getDate() + days);
  return result;
}

function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  result.setMonth(result.getMonth() + months);
  return result;
}

/**
 * What a plan charges today and when it charges next.
 * - A sub-plan with a trial_period charges its (introductory) price today and its full price
 *   (actual_price) when the trial period ends (the £1 for 30 days plan).
 * - A visitor or member entitled to the 7-day free trial (has_trial7) pays £0.00 today and the
 *   price (after any coupon) 7 days on.
 * - Anyone else pays the price today; the plan renews after its duration.
 * The plan then renews at its own price every `duration` months.
 */
export function chargeSchedule(input: {
  plan: Pick<SubPlan, 'price' | 'actual_price' | 'duration' | 'trial_period'>;
  hasTrial7: boolean;
  /** The first payment after a coupon or gift card; the plan's price when absent. */
  firstPrice?: number;
  now?: Date;
}): ChargeSchedule {
  const now = input.now ?? new Date();
  const { plan } = input;
  const months = Math.max(1, plan.duration);
  const first = roundPrice(Math.max(0, input.firstPrice ?? plan.price));
  const renewal = { amount: roundPrice(plan.price), months };
  if (plan.trial_period > 0) {
    const full = roundPrice(plan.actual_price > plan.price ? plan.actual_price : plan.price);
    const ends = addDays(now, plan.trial_period);
    return {
      today: first,
      trialDays: plan.trial_period,
      trialEnds: ends,
      next: { amount: full, date: ends },
      renewal: { amount: full, months },
    };
  }
  if (input.hasTrial7) {
    const ends = addDays(now, FREE_TRIAL_DAYS);
    return {
      today: 0,
      trialDays: FREE_TRIAL_DAYS,
      trialEnds: ends,
      next: { amount: first, date: ends },
      renewal,
    };
  }
  return {
    today: first,
    trialDays: 0,
    trialEnds: null,
    next: { amount: renewal.amount, date: addMonths(now, months) },
    renewal,
  };
}

/**
 * Whether the paywall offers to skip the free trial (spec 2 §3): a sub-plan with for_skip_trial 1,
 * for a payer entitled to the 7-day free trial, and not a paid introductory plan (its own offer
 * stands). Skipping pays skip_plan_price today with the coupon skip_plan_coupon.
 */
export function canSkipTrial(
  plan: Pick<SubPlan, 'for_skip_trial' | 'trial_period'>,
  hasTrial7: boolean,
): boolean {
  return hasTrial7 && plan.for_skip_trial === 1 && plan.trial_period === 0;
}

/** What a skipped trial charges: skip_plan_price today, then the plan's price after its duration. */
export function skippedTrialSchedule(
  plan: Pick<SubPlan, 'price' | 'actual_price' | 'duration' | 'trial_period' | 'skip_plan_price'>,
  now?: Date,
): ChargeSchedule {
  return chargeSchedule({ plan, hasTrial7: false, firstPrice: plan.skip_plan_price, now });
}

/** A date as the summary and receipt show it (the app's one long date): 30 November 2026. */
export { longDate };

/**
 * The receipt's name for the date a trial ends: a paid introductory period (£1 for your first 30
 * days) is an offer the member paid for, not a free trial.
 */
export function trialEndLabel(schedule: Pick<ChargeSchedule, 'today'>): string {
  return schedule.today > 0 ? 'Introductory offer ends' : 'Trial ends';
}

/**
 * A plan card's charges where the plan is chosen: what it costs today and when the first (or
 * next) payment is taken: "£0.00 today, first payment £44.97 on 6 December 2026".
 */
export function chargeToday(schedule: ChargeSchedule, symbol = '£'): string {
  const which = schedule.today === 0 ? 'first payment' : 'next payment';
  return `${money(schedule.today, symbol)} today, ${which} ${money(schedule.next.amount, symbol)} on ${longDate(schedule.next.date)}`;
}

/** The free days before the first payment (the 7-day free trial), else 0 (a paid introductory period is not free). */
export function freeDays(schedule: Pick<ChargeSchedule, 'today' | 'trialDays'>): number {
  return schedule.today === 0 ? schedule.trialDays : 0;
}

/** The lines of an order summary: what is charged today, what is charged when, and the renewal. */
export function chargeLines(
  schedule: ChargeSchedule,
  symbol = '£',
): { today: string; next: string; renews: string } {
  const today = `${money(schedule.today, symbol)}`;
  const next =
    schedule.trialDays > 0 && schedule.today === 0
      ? `${money(schedule.next.amount, symbol)} on ${longDate(schedule.next.date)}, when your ${schedule.trialDays}-day free trial ends`
      : `${money(schedule.next.amount, symbol)} on ${longDate(schedule.next.date)}`;
  const renews = `Then ${money(schedule.renewal.amount, symbol)} ${everyLabel(schedule.renewal.months)}. Your membership renews automatically; cancel any time before a payment date and you will not be charged again.`;
  return { today, next, renews };
}
