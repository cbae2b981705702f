import * as z from 'zod/mini';
import { cosmeticList, cosmeticText as label, strictNumber } from '@/lib/api/schemas';
import { isValidEmail } from '@/lib/validation/email';
import { MAX_RETREAT_ATTENDEES } from '@/lib/validation/limits';
import type { PageMeta } from '@/lib/pageMeta';

/** A retreat: price, deposit and places are strict (money and what can be booked). */
export const retreatCardSchema = z.object({
  retreat_id: strictNumber,
  title: label(),
  place: label(),
  start_date: label(),
  end_date: label(),
  price: strictNumber,
  deposit: strictNumber,
  places_left: strictNumber,
  summary: label(),
  images: cosmeticList(z.string()),
});
export type RetreatCard = z.infer<typeof retreatCardSchema>;

export const retreatSchema = z.object({
  ...retreatCardSchema.shape,
  /** Server HTML: shown only through ui/SanitizedHtml. */
  description: label(),
});
export type Retreat = z.infer<typeof retreatSchema>;

/** A retreat page's title, description and preview picture. */
export function retreatMeta(retreat: Retreat): PageMeta {
  return {
    title: `${retreat.title} | RWL retreats`,
    description: retreat.summary,
    image: retreat.images[0],
  };
}

export const bookingSchema = z.object({
  booking_ref: z.string(),
  paid: strictNumber,
  balance: strictNumber,
});
export type RetreatBooking = z.infer<typeof bookingSchema>;

export interface Attendee {
  first_name: string;
  last_name: string;
  email: string;
}

export type RetreatPayment = 'deposit' | 'full';

/** The most attendees one booking takes. */
export const MAX_ATTENDEES = MAX_RETREAT_ATTENDEES;

/** The attendees and the payment choice being booked, as kept for a reload (no card details). */
export interface BookingDraft {
  attendees: Attendee[];
  payment: RetreatPayment;
}

/** A kept booking draft, or null when there is none or it is not one (1 to 4 attendees). */
export function readBookingDraft(stored: string): BookingDraft | null {
  try {
    const value: unknown = JSON.parse(stored);
    if (!value || typeof value !== 'object') return null;
    const { attendees, payment } = value as { attendees?: unknown; payment?: unknown };
    if (payment !== 'deposit' && payment !== 'full') return null;
    if (!Array.isArray(attendees) || attendees.length < 1 || attendees.length > MAX_ATTENDEES)
      return null;
    const read: Attendee[] = [];
    for (const entry of attendees as unknown[]) {
      if (!entry || typeof entry !== 'object') return null;
      const { first_name, last_name, email } = entry as Record<string, unknown>;
      if (
        typeof first_name !== 'string' ||
        typeof last_name !== 'string' ||
        typeof email !== 'string'
      )
        return null;
      read.push({ first_name, last_name, email });
    }
    return { attendees: read, payment };
  } catch {
    return null;
  }
}

/** "16 to 18 April 2027" (or with both months / years when they differ). */
export function retreatDates(start: string, end: string): string {
  const from = new Date(`${start}T12:00:00Z`);
  const to = new Date(`${end}T12:00:00Z`);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return `${start} to ${end}`;
  const format = (date: Date, parts: Intl.DateTimeFormatOptions) =>
    date.toLocaleDateString('en-GB', { ...parts, timeZone: 'UTC' });
  const full: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };
  if (from.getUTCFullYear() !== to.getUTCFullYear())
    return `${format(from, full)} to ${format(to, full)}`;
  if (from.getUTCMonth() !== to.getUTCMonth())
    return `${format(from, { day: 'numeric', month: 'long' })} to ${format(to, full)}`;
  return `${from.getUTCDate()} to ${format(to, full)}`;
}

/** What is paid today: the deposit or the full price, for each attendee. */
export function amountToday(
  retreat: Pick<Retreat, 'price' | 'deposit'>,
  payment: RetreatPayment,
  attendees: number,
): number {
  return Math.round((payment === 'full' ? retreat.price : retreat.deposit) * attendees * 100) / 100;
}

export const ATTENDEE_MESSAGES = {
  first_name: 'First name is required.',
  last_name: 'Last name is required.',
  email: 'Please enter a valid email address.',
} as const;

/** Each attendee's problems, by field. */
export function attendeeErrors(attendees: Attendee[]): Partial<Record<keyof Attendee, string>>[] {
  return attendees.map((attendee) => {
    const errors: Partial<Record<keyof Attendee, string>> = {};
    if (!attendee.first_name.trim()) errors.first_name = ATTENDEE_MESSAGES.first_name;
    if (!attendee.last_name.trim()) errors.last_name = ATTENDEE_MESSAGES.last_name;
    if (!isValidEmail(attendee.email.trim())) errors.email = ATTENDEE_MESSAGES.email;
    return errors;
  });
}

/** Seconds after which stock or places shown are asked for again when the page opens. */
export const LIVE_DATA_MAX_AGE_S = 30;
