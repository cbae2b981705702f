/**
 * Raw card details, as the payment provider's tokeniser checks them: one of the request-body modules (lib/validation/requestBodies).
 */
import * as z from 'zod/mini';
import { luhnValid } from '../../payments/mockCards';
import { providerErrorMessage } from '../../payments/types';
import { MAX_LENGTH, expiryError } from '../limits';

export interface RawCard {
  number: string;
  expMonth: string;
  expYear: string;
  cvv: string;
  firstName?: string;
  lastName?: string;
  holderName?: string;
}

/**
 * The fields of a card the tokeniser refuses, in its words: the number (Luhn), the expiry
 * (month 1 to 12, not before this month), the CVV and the names (at most 50 characters each).
 */
export function invalidCardFields(card: RawCard): string[] {
  const fields: string[] = [];
  if (!luhnValid(card.number)) fields.push('number');
  const month = /^\d{1,2}$/.test(card.expMonth.trim()) ? Number(card.expMonth) : NaN;
  const year = /^\d{2}$|^\d{4}$/.test(card.expYear.trim()) ? Number(card.expYear) : NaN;
  if (expiryError(month, year)) fields.push('month', 'year');
  if (!/^\d{3,4}$/.test(card.cvv)) fields.push('cvv');
  const names = [card.firstName, card.lastName, card.holderName];
  if (names.some((name) => (name ?? '').length > MAX_LENGTH.name)) fields.push('name');
  return fields;
}

const cardText = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** A card as a request body carries it (card_number or card_no, exp_month or expiry_month...). */
export function rawCardOf(body: Record<string, unknown>): RawCard | null {
  const number = cardText(body.card_number) || cardText(body.card_no);
  if (!number) return null;
  return {
    number,
    expMonth: cardText(body.exp_month ?? body.expiry_month),
    expYear: cardText(body.exp_year ?? body.expiry_year),
    cvv: cardText(body.card_cvv ?? body.cvv),
    holderName: cardText(body.card_holder_name ?? body.name_on_card),
  };
}

/** A body that carries a raw card: refused as the tokeniser refuses the card. */
export const rawCardBody = z.record(z.string(), z.unknown()).check(
  z.superRefine((body, context) => {
    const card = rawCardOf(body);
    const fields = card ? invalidCardFields(card) : [];
    if (fields.length)
      context.addIssue({ code: 'custom', message: providerErrorMessage(fields, '') });
  }),
);
