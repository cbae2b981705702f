import type { CheckoutMethod, CheckoutOrder } from '@/lib/checkout';
import type { CardInput } from '@/lib/payments';
import { bookingDoneSchema, type BookingDone } from './booking';

/** The spec's wording when a payment fails with nothing more to say (spec 3 §8). */
export const UNKNOWN_PAYMENT_ERROR = 'An unknown error occurred.';

export type BookingPayment =
  | { kind: 'saved' }
  | { kind: 'card'; card: CardInput }
  | { kind: 'wallet'; total: number }
  | { kind: 'free' };

/**
 * The member's coaching basket as the checkout pays it (the server holds its lines):
 * fitpronew/purchase_classes by the saved card, a new card's token or the wallet (3-D Secure
 * when the bank asks), or a free booking (fitpronew/free_purchase_classes).
 */
export function basketOrder(includeMembership: boolean): CheckoutOrder {
  return {
    kind: 'coachingBasket',
    include_membership: includeMembership ? 1 : 0,
    comes_from: 'web',
  };
}

/** A booking's payment as the checkout takes it. */
export function basketMethod(payment: BookingPayment): CheckoutMethod {
  if (payment.kind === 'card') return { kind: 'card', input: payment.card };
  if (payment.kind === 'wallet')
    return { kind: 'wallet', price: payment.total, label: 'RWL coaching booking' };
  return payment;
}

/** The booking of a paid reply, or the spec's unknown-error failure. */
export function readBookingDone(data: unknown): BookingDone {
  const parsed = bookingDoneSchema.safeParse(data);
  if (!parsed.success) throw new Error(UNKNOWN_PAYMENT_ERROR);
  return parsed.data;
}
