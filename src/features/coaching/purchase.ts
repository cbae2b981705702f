import { payCoachingBasket, type PayMethod } from '@/features/plans';
import type { CardInput } from '@/lib/payments';
import { apiRequest } from '@/lib/api/request';
import { bookingDoneSchema, type BookingDone } from './booking';

/** The spec's wording when a payment fails with nothing more to say (spec 3 §8). */
export const UNKNOWN_PAYMENT_ERROR = 'An unknown error occurred.';

export type BookingPayment =
  | { kind: 'saved' }
  | { kind: 'card'; card: CardInput }
  | { kind: 'wallet'; total: number }
  | { kind: 'free' };

/** A paid booking's method, as the plans area's payments take it. */
function payMethod(payment: Exclude<BookingPayment, { kind: 'free' }>): PayMethod {
  if (payment.kind === 'saved') return { kind: 'saved' };
  if (payment.kind === 'card') return { kind: 'card', input: payment.card };
  return { kind: 'wallet', price: payment.total, label: 'RWL coaching booking' };
}

/**
 * Pays for the member's coaching basket (the server holds its lines): through the plans area's
 * payments, as the upgrade pays (fitpronew/purchase_classes with the saved card, only a new
 * card's token, or the wallet; 3-D Secure when the bank asks), or a free booking
 * (fitpronew/free_purchase_classes). Loaded at the payment step only.
 */
export async function purchaseBasket(
  payment: BookingPayment,
  includeMembership: boolean,
): Promise<BookingDone> {
  const booking = { include_membership: includeMembership ? 1 : 0, comes_from: 'web' } as const;
  if (payment.kind === 'free') {
    const reply = await apiRequest({
      url: 'fitpronew/free_purchase_classes',
      method: 'POST',
      auth: 'member',
      body: booking,
      schema: bookingDoneSchema,
    });
    return reply.data;
  }
  const reply = await payCoachingBasket(booking, payMethod(payment));
  const parsed = bookingDoneSchema.safeParse(reply.data);
  if (!parsed.success) throw new Error(UNKNOWN_PAYMENT_ERROR);
  return parsed.data;
}
