import * as z from 'zod/mini';
import { cosmeticText, strictId, strictNumber } from '@/lib/api/schemas';
import { currencySymbol, formatPrice } from '@/lib/format/money';
import { isValidEmail, MAX_LENGTH, tooLongMessage } from '@/lib/validation';

// ---------------------------------------------------------------------------------------------
// Replies (spec 1 §3 "Affiliate and payout", spec 3 §7 "Dashboard"). Money, counts, ids, the code
// and the payout state are strict: an unreadable reply is an error the member sees.

const linkedFlag = z.pipe(
  strictNumber,
  z.transform((value) => value === 1),
);

/** A currency code (GBP, EUR...): the amounts are shown in it. */
const currencyCode = z.string().check(z.regex(/^[A-Za-z]{3}$/));

/** dashboard_new/total_referred_users: the member's code, totals, commission and payout state. */
export const affiliateSummarySchema = z.object({
  refer_code: z.string().check(z.regex(/^[A-Za-z0-9]{4,20}$/)),
  total_referred_users: strictNumber,
  total_earned: strictNumber,
  aff_currency: currencyCode,
  /** The commission per paying friend, in aff_currency. */
  aff_amount: strictNumber,
  /** 'affiliate' for members on the affiliate programme (their link is /aff-invite); else ''. */
  aff_type: z.string(),
  commission_desc: cosmeticText(),
  paypal_email: z.string(),
  is_paypal_linked: linkedFlag,
  is_bank_linked: linkedFlag,
  full_name: z.string(),
  /** Masked by the server (only the last digits are shown). */
  sort_code: z.string(),
  account_number: z.string(),
});
export type AffiliateSummary = z.infer<typeof affiliateSummarySchema>;

/** The reply of link_paypal_account: what the summary now shows. */
export const paypalLinkedSchema = z.object({
  paypal_email: z.string(),
  is_paypal_linked: linkedFlag,
});
export type PaypalLinked = z.infer<typeof paypalLinkedSchema>;

/** The reply of link_bank_account: the account as the summary shows it (masked). */
export const bankLinkedSchema = z.object({
  full_name: z.string(),
  sort_code: z.string(),
  account_number: z.string(),
  is_bank_linked: linkedFlag,
});
export type BankLinked = z.infer<typeof bankLinkedSchema>;

export const REFERRAL_STATUSES = ['paid', 'pending'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

/** One referred member in dashboard_new/affiliate_history: money and id strict. */
export const referralSchema = z.object({
  referral_id: strictId,
  first_name: cosmeticText(),
  last_name: cosmeticText(),
  /** YYYY-MM-DD, the day the friend joined. */
  joined_date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  plan_title: cosmeticText(),
  amount: strictNumber,
  status: z.enum(REFERRAL_STATUSES),
});

export const affiliateHistorySchema = z.object({
  aff_currency: currencyCode,
  records: z.array(referralSchema),
});
export type AffiliateHistory = z.infer<typeof affiliateHistorySchema>;

// ---------------------------------------------------------------------------------------------
// Money in the member's currency (lib/format).

export function formatEarning(amount: number, currency: string): string {
  return formatPrice(amount, currencySymbol(currency));
}

export const STATUS_LABELS: Record<ReferralStatus, string> = {
  paid: 'Paid',
  pending: 'Pending',
};

// ---------------------------------------------------------------------------------------------
// The referral link: /invite for members, /aff-invite for members on the affiliate programme.

export const INVITE_LANDING = '/invite';
export const AFFILIATE_LANDING = '/aff-invite';

export function referralLink(origin: string, code: string, affType: string): string {
  const path = affType.trim() ? AFFILIATE_LANDING : INVITE_LANDING;
  return `${origin}${path}?ref=${encodeURIComponent(code)}`;
}

/** The code a landing link carries (?ref=, or referral_code=), or '' when it has none usable. */
export function codeFromSearch(search: string): string {
  const query = new URLSearchParams(search);
  const code = (query.get('ref') ?? query.get('referral_code') ?? '').trim();
  return /^[A-Za-z0-9]{4,20}$/.test(code) ? code : '';
}

/**
 * Where the landing's join button goes: /reg1 with the referral code (which /reg1 reads) and the
 * landing page as utm_page; the friend invite carries the refer-a-friend offer (plan 3 sub-plan
 * 2, coupon REFER, spec 3 §2 "Offers seen").
 */
export function joinLink(landing: 'invite' | 'aff-invite', code: string): string {
  const query = new URLSearchParams();
  if (landing === 'invite') {
    query.set('planid', '3');
    query.set('subplanid', '2');
    query.set('couponcode', 'REFER');
  }
  query.set('utm_page', landing);
  if (code) query.set('referral_code', code);
  return `/reg1?${query.toString()}`;
}

// ---------------------------------------------------------------------------------------------
// Invite rows: three, each a first name and an email; a row left empty is skipped.

export const INVITE_ROWS = 3;
export const INVALID_EMAIL_MESSAGE = 'please enter valid email id';
export const NO_FRIENDS_MESSAGE = 'Add at least one friend to invite.';

export interface InviteRow {
  first_name: string;
  email: string;
}

export interface InviteRowErrors {
  first_name?: string;
  email?: string;
}

export function emptyInviteRows(): InviteRow[] {
  return Array.from({ length: INVITE_ROWS }, () => ({ first_name: '', email: '' }));
}

/** A started row needs a first name and a valid email (spec 1 §5 pattern). */
export function inviteRowErrors(row: InviteRow): InviteRowErrors {
  const name = row.first_name.trim();
  const email = row.email.trim();
  const errors: InviteRowErrors = {};
  if (!name && !email) return errors;
  if (!name) errors.first_name = "Please enter your friend's first name.";
  else if (name.length > MAX_LENGTH.name) errors.first_name = tooLongMessage(MAX_LENGTH.name);
  if (!email) errors.email = "Please enter your friend's email address.";
  else if (email.length > MAX_LENGTH.email) errors.email = tooLongMessage(MAX_LENGTH.email);
  else if (!isValidEmail(email)) errors.email = INVALID_EMAIL_MESSAGE;
  return errors;
}

export type InviteCheck =
  { ok: true; friends: InviteRow[] } | { ok: false; errors: InviteRowErrors[]; message?: string };

export const REPEATED_EMAIL_MESSAGE = 'You have already added this email.';

/** The friends to send (trimmed, empty rows left out), or why nothing may be sent. */
export function checkInvites(rows: InviteRow[]): InviteCheck {
  const errors = rows.map((row, index) => {
    const own = inviteRowErrors(row);
    const email = row.email.trim().toLowerCase();
    const earlier = rows
      .slice(0, index)
      .some((other) => other.email.trim().toLowerCase() === email);
    return !own.email && email && earlier ? { ...own, email: REPEATED_EMAIL_MESSAGE } : own;
  });
  if (errors.some((row) => row.first_name || row.email)) return { ok: false, errors };
  const friends = rows
    .map((row) => ({ first_name: row.first_name.trim(), email: row.email.trim() }))
    .filter((row) => row.first_name && row.email);
  if (!friends.length) return { ok: false, errors, message: NO_FRIENDS_MESSAGE };
  return { ok: true, friends };
}

// ---------------------------------------------------------------------------------------------
// Payouts: a PayPal email or a UK bank account (sort code 6 digits, account number 8 digits).

export const SORT_CODE_MESSAGE = 'Please enter a 6-digit sort code.';
export const ACCOUNT_NUMBER_MESSAGE = 'Please enter an 8-digit account number.';
export const HOLDER_NAME_MESSAGE = "Please enter the account holder's name.";
/** Sort code typed as 12-34-56 or 12 34 56; account number with spaces. */
export const SORT_CODE_MAX_LENGTH = 8;
export const ACCOUNT_NUMBER_MAX_LENGTH = 9;

export function paypalEmailError(email: string): string | undefined {
  const value = email.trim();
  if (!value) return 'Please enter your PayPal email address.';
  if (value.length > MAX_LENGTH.email) return tooLongMessage(MAX_LENGTH.email);
  return isValidEmail(value) ? undefined : INVALID_EMAIL_MESSAGE;
}

/** The digits of a sort code or account number typed with spaces or hyphens. */
export function bankDigits(value: string): string {
  return value.replace(/[\s-]/g, '');
}

export interface BankForm {
  full_name: string;
  sort_code: string;
  account_number: string;
}

export type BankErrors = Partial<Record<keyof BankForm, string>>;

export function bankErrors(form: BankForm): BankErrors {
  const errors: BankErrors = {};
  const name = form.full_name.trim();
  if (!name) errors.full_name = HOLDER_NAME_MESSAGE;
  else if (name.length > MAX_LENGTH.name) errors.full_name = tooLongMessage(MAX_LENGTH.name);
  if (!/^\d{6}$/.test(bankDigits(form.sort_code))) errors.sort_code = SORT_CODE_MESSAGE;
  if (!/^\d{8}$/.test(bankDigits(form.account_number)))
    errors.account_number = ACCOUNT_NUMBER_MESSAGE;
  return errors;
}

/** The request body of link_bank_account: digits only. */
export function bankBody(form: BankForm): BankForm {
  return {
    full_name: form.full_name.trim(),
    sort_code: bankDigits(form.sort_code),
    account_number: bankDigits(form.account_number),
  };
}
