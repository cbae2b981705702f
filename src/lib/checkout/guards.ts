import * as z from 'zod/mini';
import { firstItem, strictNumber } from '../api/schemas';
import { authSession } from '../auth/session';
import { ApiError } from '../http/envelope';
import type { AuthKind } from '../http';
import type { GatewayName } from '../payments/types';
import { PAYMENT_LOG_MESSAGE_MAX } from '../validation/bodies/payment';
import type { Send } from './pay';

/**
 * The checkout's two hook points around every payment (pay.ts calls them once, for every payment
 * place: plans and upgrade, paywall, one-time purchases, coaching, shop, retreats):
 * - before a saved card is charged, the card on file is checked (user/check_card, or
 *   payments/check_card_recurly when Recurly is the gateway);
 * - after any payment failure (but a wallet sheet the payer closed), a payment log is sent
 *   (user/payment_log: user_id and message).
 */

/** The card check's path: the Recurly variant when Recurly is the gateway. */
export function checkCardPath(gateway: GatewayName): string {
  return gateway === 'recurly' ? 'payments/check_card_recurly' : 'user/check_card';
}

/** Said when the member has no usable card on file (the server's own message comes first). */
export const NO_USABLE_CARD = 'Please add a card to pay with.';

const cardCheckSchema = firstItem(
  z.object({
    /** Whether the saved card can be charged: strict, a missing flag never charges. */
    has_card: strictNumber,
  }),
);

/** Checks the member's saved card before it is charged; rejects with the server's message. */
export async function checkSavedCard(
  send: Send,
  gateway: GatewayName,
  auth: AuthKind | undefined,
): Promise<void> {
  const reply = await send({
    url: checkCardPath(gateway),
    method: 'POST',
    body: {},
    auth,
    schema: cardCheckSchema,
  });
  const { has_card } = reply.data as { has_card: number };
  if (has_card !== 1) throw new ApiError(reply.message || NO_USABLE_CARD, 'server');
}

/**
 * Sends the payment log of a failed payment: the payer's id ('' for a registering visitor or a
 * guest, whom the server knows by their token) and the message the payer was shown. Never fails
 * the payment's own report: a log that cannot be sent is dropped.
 */
export function sendPaymentLog(send: Send, auth: AuthKind | undefined, message: string): void {
  const text = message.trim().slice(0, PAYMENT_LOG_MESSAGE_MAX) || 'Payment failed';
  void send({
    url: 'user/payment_log',
    method: 'POST',
    body: { user_id: auth === 'member' ? (authSession.memberUserId() ?? '') : '', message: text },
    auth,
  }).catch(() => undefined);
}
