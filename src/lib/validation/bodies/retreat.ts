/**
 * A retreat booking's attendees (Events_Retreats/booking): one of the request-body modules (lib/validation/requestBodies).
 */
import * as z from 'zod/mini';
import { isValidEmail } from '../email';
import { MAX_RETREAT_ATTENDEES } from '../limits';
import { whole, ANY_ID } from './rules';

export const ATTENDEES_MESSAGE = 'Invalid field: attendees';

const attendee = z.object({
  first_name: z.string('Invalid field: first_name'),
  last_name: z.string('Invalid field: last_name'),
  email: z.string('Invalid field: email'),
});

/** One to four attendees, each named, with a valid email ("Invalid field: email_2", ...). */
export const retreatBookingBody = z.object({
  retreat_id: whole(1, ANY_ID, 'This retreat could not be found.'),
  /** The deposit (when not said) or the full price. */
  payment: z.optional(z.enum(['deposit', 'full'], 'Invalid field: payment')),
  attendees: z.array(attendee, ATTENDEES_MESSAGE).check(
    z.minLength(1, ATTENDEES_MESSAGE),
    z.maxLength(MAX_RETREAT_ATTENDEES, ATTENDEES_MESSAGE),
    z.superRefine((attendees, context) => {
      const invalid = attendees.flatMap((entry, index) =>
        [
          !entry.first_name.trim() ? `first_name_${index + 1}` : '',
          !entry.last_name.trim() ? `last_name_${index + 1}` : '',
          !isValidEmail(entry.email.trim()) ? `email_${index + 1}` : '',
        ].filter(Boolean),
      );
      if (invalid.length)
        context.addIssue({ code: 'custom', message: `Invalid field: ${invalid.join(', ')}` });
    }),
  ),
});
