import * as z from 'zod/mini';
import { cosmeticText, strictId, strictNumber, strictText } from '@/lib/api/schemas';
import {
  GIFT_CARD_AMOUNTS,
  MAX_GIFT_CARD_AMOUNT,
  MAX_GIFT_MESSAGE,
  MAX_LENGTH,
  MIN_GIFT_CARD_AMOUNT,
} from '@/lib/validation/limits';
import {
  GIFT_AMOUNT_MESSAGE,
  giftCardPurchaseBody,
  localDay,
} from '@/lib/validation/bodies/giftCard';
import { fieldProblems } from '@/lib/validation/bodies/rules';

export { GIFT_CARD_AMOUNTS, MAX_GIFT_CARD_AMOUNT, MIN_GIFT_CARD_AMOUNT };
export { localDay };

/** The purchase form as typed: one of the set amounts or 'custom' with its own amount. */
export interface GiftCardDraft {
  amount: string;
  customAmount: string;
  recipient_name: string;
  recipient_email: string;
  gift_message: string;
  send_date: string;
}

export type GiftCardField =
  'amount' | 'recipient_name' | 'recipient_email' | 'gift_message' | 'send_date';

export const GIFT_FIELD_LIMITS = {
  customAmount: 3,
  recipient_name: MAX_LENGTH.name,
  recipient_email: MAX_LENGTH.email,
  gift_message: MAX_GIFT_MESSAGE,
} as const;

export function emptyDraft(today = localDay()): GiftCardDraft {
  return {
    amount: String(GIFT_CARD_AMOUNTS[1]),
    customAmount: '',
    recipient_name: '',
    recipient_email: '',
    gift_message: '',
    send_date: today,
  };
}

/** The amount the form stands for, in whole pounds (NaN while it is not one). */
export function draftAmount(draft: GiftCardDraft): number {
  const text = draft.amount === 'custom' ? draft.customAmount.trim() : draft.amount;
  return /^\d+$/.test(text) ? Number(text) : NaN;
}

/** The form's problems, beside each field: the server's own rules (one schema for both). */
export function giftCardErrors(
  draft: GiftCardDraft,
  today = localDay(),
): Partial<Record<GiftCardField, string>> {
  const problems = fieldProblems<GiftCardField>(giftCardPurchaseBody(today), {
    amount: draftAmount(draft),
    recipient_name: draft.recipient_name,
    recipient_email: draft.recipient_email.trim(),
    gift_message: draft.gift_message,
    send_date: draft.send_date,
  });
  if (problems.amount) problems.amount = GIFT_AMOUNT_MESSAGE;
  return problems;
}

/**
 * A kept draft (text from this tab's storage), each field cut to its limit; a send date that has
 * passed since becomes today. Null when nothing readable was kept.
 */
export function readGiftCardDraft(text: string, today = localDay()): GiftCardDraft | null {
  if (!text) return null;
  try {
    const kept: unknown = JSON.parse(text);
    if (!kept || typeof kept !== 'object') return null;
    const record = kept as Record<string, unknown>;
    const field = (key: keyof GiftCardDraft, max: number) =>
      typeof record[key] === 'string' ? record[key].slice(0, max) : '';
    const draft = emptyDraft(today);
    const amount = field('amount', 6);
    if (amount === 'custom' || GIFT_CARD_AMOUNTS.some((choice) => String(choice) === amount))
      draft.amount = amount;
    draft.customAmount = field('customAmount', GIFT_FIELD_LIMITS.customAmount);
    draft.recipient_name = field('recipient_name', GIFT_FIELD_LIMITS.recipient_name);
    draft.recipient_email = field('recipient_email', GIFT_FIELD_LIMITS.recipient_email);
    draft.gift_message = field('gift_message', GIFT_FIELD_LIMITS.gift_message);
    const sendDate = field('send_date', 10);
    draft.send_date = sendDate >= today ? sendDate : today;
    return draft;
  } catch {
    return null;
  }
}

/** A gift card the member bought, as the sent list shows it (never its code). */
export const sentGiftCardSchema = z.object({
  gift_card_id: strictId,
  amount: strictNumber,
  recipient_name: cosmeticText(),
  recipient_email: cosmeticText(),
  send_date: strictText,
  status: z.enum(['Scheduled', 'Sent', 'Redeemed']),
});

export type SentGiftCard = z.infer<typeof sentGiftCardSchema>;

/** What a redeemed code added, and the member's gift credit now. */
export const redeemReplySchema = z.object({
  amount: strictNumber,
  gift_credit_balance: strictNumber,
});

export type RedeemReply = z.infer<typeof redeemReplySchema>;
