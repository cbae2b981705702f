import * as z from 'zod/mini';
import { getPaymentGateway, payWithThreeDSecure, type CardInput } from '@/lib/payments';
import { apiRequest } from '@/lib/api/request';
import { bookingSchema, type Attendee, type RetreatBooking, type RetreatPayment } from './model';

/**
 * POST Events_Retreats/booking: the attendees and the payment choice, paid by card through the
 * gateway with 3-D Secure; only the card's token is sent.
 */
export async function bookRetreat(
  retreatId: number,
  attendees: Attendee[],
  payment: RetreatPayment,
  card: CardInput,
): Promise<RetreatBooking> {
  const gateway = await getPaymentGateway();
  const token = await gateway.tokenizeCard(card);
  const body = {
    retreat_id: retreatId,
    attendees: attendees.map((attendee) => ({
      first_name: attendee.first_name.trim(),
      last_name: attendee.last_name.trim(),
      email: attendee.email.trim(),
    })),
    payment,
    recurly_token: token.token,
    is_apple_pay: '2',
  };
  const reply = await payWithThreeDSecure(
    gateway,
    (extra) =>
      apiRequest({ url: 'Events_Retreats/booking', method: 'POST', body: { ...body, ...extra } }),
    { path: 'Events_Retreats/booking' },
  );
  const parsed = z.array(bookingSchema).check(z.minLength(1)).safeParse(reply.data);
  const booking = parsed.success ? parsed.data[0] : undefined;
  if (!booking) throw new Error('An unknown error occurred.');
  return booking;
}
