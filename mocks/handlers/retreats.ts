import { retreatBookingBody } from '../../src/lib/validation/requestBodies';
import { db } from '../db/store';
import type { MockRetreat } from '../db/retreatTables';
import { charge, PAYMENT_SUCCESS } from './plans';
import { fail, memberRoute, ok, publicRoute, refusedBody } from './respond';

const NOT_FOUND = 'This retreat could not be found.';
export const RETREAT_FULL = 'Sorry, there are not enough places left on this retreat.';

const find = (id: unknown): MockRetreat | undefined =>
  db.get().retreats.find((retreat) => retreat.retreat_id === Number(id));

/** Events_Retreats (spec 3 §7): listing and single are public; booking needs the member. */
export const retreatHandlers = [
  publicRoute('get', 'Events_Retreats/listing', () =>
    ok(db.get().retreats.map(({ description: _description, ...card }) => card)),
  ),
  publicRoute('post', 'Events_Retreats/single', ({ body }) => {
    const retreat = find(body.retreat_id);
    return retreat ? ok([retreat]) : fail(NOT_FOUND);
  }),
  memberRoute('post', 'Events_Retreats/booking', ({ user, body }) => {
    const retreat = find(body.retreat_id);
    if (!retreat) return fail(NOT_FOUND);
    // The booking form's own rules: one to four attendees, each named with a valid email.
    const refused = refusedBody(retreatBookingBody, body);
    if (refused) return refused;
    const { attendees, payment = 'deposit' } = retreatBookingBody.parse(body);
    if (attendees.length > retreat.places_left) return fail(RETREAT_FULL);
    const charged = charge(user, body);
    if (!charged.ok) return charged.response;
    const paid = (payment === 'full' ? retreat.price : retreat.deposit) * attendees.length;
    const bookingRef = `RET-${retreat.retreat_id}-${String(db.get().retreatBookings.length + 1).padStart(3, '0')}`;
    db.update((data) => {
      const stored = data.retreats.find((entry) => entry.retreat_id === retreat.retreat_id);
      if (stored) stored.places_left -= attendees.length;
      data.retreatBookings.push({
        booking_ref: bookingRef,
        retreat_id: retreat.retreat_id,
        user_id: user.user_id,
        attendees: attendees.map((attendee) => ({
          first_name: attendee.first_name.trim(),
          last_name: attendee.last_name.trim(),
          email: attendee.email.trim(),
        })),
        payment,
        paid,
        at: new Date().toISOString(),
      });
    });
    return ok(
      [{ booking_ref: bookingRef, paid, balance: retreat.price * attendees.length - paid }],
      PAYMENT_SUCCESS,
    );
  }),
];
