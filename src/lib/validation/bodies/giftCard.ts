/**
 * A gift card bought for someone (giftcards/purchase) and a code redeemed (giftcards/redeem):
 * one of the request-body modules (lib/validation/requestBodies).
 */
import * as z from 'zod/mini';
import { isValidEmail } from '../email';
import {
  MAX_GIFT_CARD_AMOUNT,
  MAX_GIFT_MESSAGE,
  MAX_LENGTH,
  MIN_GIFT_CARD_AMOUNT,
  fieldTooLongMessage,
} from '../limits';
import { DATE, filledText, text } from './rules';

export const GIFT_AMOUNT_MESSAGE = `Please choose an amount from £${MIN_GIFT_CARD_AMOUNT} to £${MAX_GIFT_CARD_AMOUNT}, in whole pounds.`;
export const GIFT_RECIPIENT_NAME_MESSAGE = "Please enter the recipient's name.";
export const GIFT_RECIPIENT_EMAIL_MESSAGE = "Please enter the recipient's email address.";
export const GIFT_SEND_DATE_MESSAGE = 'Please choose today or a later date.';
export const GIFT_CODE_MESSAGE = 'Please enter your gift card code.';

/** The day as YYYY-MM-DD in the local calendar (a send date is a day, not an instant). */
export function localDay(date = new Date()): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** A whole number of pounds within the limits (a number, or its digits as a form sends them). */
function giftAmount(value: unknown): number {
  if (typeof value === 'number') return Number.isInteger(value) ? value : NaN;
  if (typeof value === 'string' && /^\d+$/.test(value.trim())) return Number(value);
  return NaN;
}

function isGiftAmount(value: unknown): boolean {
  const amount = giftAmount(value);
  return amount >= MIN_GIFT_CARD_AMOUNT && amount <= MAX_GIFT_CARD_AMOUNT;
}

/** The send date: a real day, today or later (`today` is the server's or the form's day). */
function isSendDate(value: string, today: string): boolean {
  if (!DATE.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00`);
  return !Number.isNaN(parsed.getTime()) && localDay(parsed) === value && value >= today;
}

/** The purchase: amount, recipient's name and email, an optional message, the day it is sent. */
export function giftCardPurchaseBody(today: string = localDay()) {
  return z.object({
    amount: z.unknown().check(z.refine(isGiftAmount, GIFT_AMOUNT_MESSAGE)),
    recipient_name: filledText('recipient_name', MAX_LENGTH.name, GIFT_RECIPIENT_NAME_MESSAGE),
    recipient_email: z.string(GIFT_RECIPIENT_EMAIL_MESSAGE).check(
      z.refine((value) => value.trim() !== '', GIFT_RECIPIENT_EMAIL_MESSAGE),
      z.maxLength(MAX_LENGTH.email, fieldTooLongMessage('recipient_email', MAX_LENGTH.email)),
      z.refine((value) => isValidEmail(value), 'Please enter a valid email address.'),
    ),
    gift_message: text('gift_message', MAX_GIFT_MESSAGE),
    send_date: z
      .string(GIFT_SEND_DATE_MESSAGE)
      .check(z.refine((value) => isSendDate(value, today), GIFT_SEND_DATE_MESSAGE)),
  });
}

/** A gift card code to add to the member's gift credit. */
export const giftCardRedeemBody = z.object({
  gift_card_code: filledText('gift_card_code', MAX_LENGTH.code, GIFT_CODE_MESSAGE),
});
