import * as z from 'zod/mini';
import type { CheckoutOrder } from '@/lib/checkout';
import { bookingSchema, type Attendee, type RetreatBooking, type RetreatPayment } from './model';

/** The spec's wording when a payment fails with nothing more to say. */
export const UNKNOWN_PAYMENT_ERROR = 'An unknown error occurred.';

/**
 * A retreat booking as the checkout pays it (Events_Retreats/booking by card, 3-D Secure when
 * the bank asks): the attendees and the deposit or the full price.
 */
export function retreatOrder(
  retreatId: number,
  attendees: Attendee[],
  payment: RetreatPayment,
): CheckoutOrder {
  return {
    kind: 'retreatBooking',
    retreat_id: retreatId,
    attendees: attendees.map(({ first_name, last_name, email }) => ({
      first_name,
      last_name,
      email,
    })),
    payment,
  };
}

/** The booking of a paid reply, or the spec's unknown-error failure. */
export function readRetreatBooking(data: unknown): RetreatBooking {
  const parsed = z.array(bookingSchema).check(z.minLength(1)).safeParse(data);
  const booking = parsed.success ? parsed.data[0] : undefined;
  if (!booking) throw new Error(UNKNOWN_PAYMENT_ERROR);
  return booking;
}
