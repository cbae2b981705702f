/**
 * Fitness-professional booking (spec 3 §3 "Fitness-professional booking", §4, §7 "Coaching"):
 * the dated classes and session times a member chooses from, the server-held basket's checks
 * (its lines and their schema are the basket feature's), the booking choice and its checks, and
 * the class access check's message.
 */
import * as z from 'zod/mini';
import { cosmeticText, firstItem, strictId, strictNumber } from '@/lib/api/schemas';
import type { CoachingBasket, CoachingBasketLine as BasketLine } from '@/features/basket';

/** The server's time of a class or session start: it must be readable (it places the booking). */
const serverTime = z.string().check(z.refine((value) => !Number.isNaN(Date.parse(value))));

/** A dated class of a class plan (fitpronew/session_list): price and places are strict. */
export const proClassSchema = z.object({
  class_id: strictId,
  fitpro_id: strictId,
  class_plan_id: strictId,
  title: cosmeticText(),
  coach: cosmeticText(),
  start_at: serverTime,
  end_at: serverTime,
  price: strictNumber,
  places_left: strictNumber,
  /** 1 when this member has booked it. */
  booked: strictNumber,
});
export type ProClass = z.infer<typeof proClassSchema>;

/** A one-to-one session with the times a member can choose (fitpronew/single_121session). */
export const sessionTimesSchema = firstItem(
  z.object({
    session_id: strictId,
    price: strictNumber,
    times: z.array(z.string().check(z.regex(/^\d{2}:\d{2}$/))),
  }),
);
export type SessionTimes = z.infer<typeof sessionTimesSchema>;

/** A booking paid or booked free: its reference. */
export const bookingDoneSchema = firstItem(
  z.object({ booking_ref: z.string().check(z.regex(/^[A-Z0-9-]{1,40}$/)), total: strictNumber }),
);
export type BookingDone = z.infer<typeof bookingDoneSchema>;

/** The class access check's reply: the message with {{date}} and {{time}}, the date, the access flag. */
export const classCheckSchema = firstItem(
  z.object({ access: strictNumber, message: cosmeticText(), date: z.string() }),
);
export type ClassCheck = z.infer<typeof classCheckSchema>;

/** What a member is booking: a class plan from one of its dated classes, or a session on a date and time. */
export interface BookingChoice {
  /** 'class:9101' or 'session:9201', '' while nothing is chosen. */
  item: string;
  /** The dated class (class plans). */
  classId: string;
  /** YYYY-MM-DD and HH:mm (one-to-one sessions). */
  date: string;
  time: string;
}

export const EMPTY_CHOICE: BookingChoice = { item: '', classId: '', date: '', time: '' };

export const BOOKING_MESSAGES = {
  noItem: 'Please choose a class or a session.',
  noDate: 'Please choose a date.',
  noTime: 'Please choose a time.',
  full: 'This class is full. Please choose another date.',
  past: 'Please choose a date from tomorrow on.',
} as const;

export type BookingField = 'item' | 'date' | 'time';

export interface ParsedItem {
  type: 'class' | 'session';
  id: string;
}

export function parseItem(item: string): ParsedItem | null {
  const match = /^(class|session):(\d{1,12})$/.exec(item);
  return match?.[1] && match[2] ? { type: match[1] as 'class' | 'session', id: match[2] } : null;
}

/**
 * What is wrong with a choice, field by field (nothing is sent while anything is): an item, then
 * for a class plan a dated class with places left, for a session a date from `tomorrow` on and a time.
 */
export function bookingErrors(
  choice: BookingChoice,
  classes: readonly ProClass[],
  tomorrow: string,
): Partial<Record<BookingField, string>> {
  const item = parseItem(choice.item);
  if (!item) return { item: BOOKING_MESSAGES.noItem };
  if (item.type === 'class') {
    if (!choice.classId) return { date: BOOKING_MESSAGES.noDate };
    const dated = classes.find((entry) => entry.class_id === choice.classId);
    if (!dated) return { date: BOOKING_MESSAGES.noDate };
    return dated.places_left <= 0 ? { date: BOOKING_MESSAGES.full } : {};
  }
  const errors: Partial<Record<BookingField, string>> = {};
  if (!/^\d{4}-\d{2}-\d{2}$/.test(choice.date)) errors.date = BOOKING_MESSAGES.noDate;
  else if (choice.date < tomorrow) errors.date = BOOKING_MESSAGES.past;
  if (!choice.time) errors.time = BOOKING_MESSAGES.noTime;
  return errors;
}

/** The basket call's body for a valid choice. */
export function basketRequest(fitproId: string, choice: BookingChoice): Record<string, string> {
  const item = parseItem(choice.item);
  if (!item) throw new Error(BOOKING_MESSAGES.noItem);
  return item.type === 'class'
    ? {
        action: 'add',
        type: 'class',
        fitpro_id: fitproId,
        class_plan_id: item.id,
        class_id: choice.classId,
      }
    : {
        action: 'add',
        type: 'session',
        fitpro_id: fitproId,
        session_id: item.id,
        date: choice.date,
        time: choice.time,
      };
}

/** A dated class or a session can be booked until it starts: from then on the server refuses it. */
export function bookingClosed(entry: { start_at: string }, now: number): boolean {
  return Date.parse(entry.start_at) <= now;
}

/** The basket's lines (not full) that have started since they were added: they cannot be paid for. */
export function startedLines(basket: CoachingBasket, now: number): BasketLine[] {
  return basket.lines.filter((line) => line.is_full !== 1 && bookingClosed(line, now));
}

/** The lines that can no longer be paid for (a class filled up since it was added). */
export function fullLines(basket: CoachingBasket): BasketLine[] {
  return basket.lines.filter((line) => line.is_full === 1);
}

/** A professional whose classes were just booked: their class calendar marks the booked ones. */
export interface BookedPro {
  id: string;
  name: string;
}

/** The professionals of the basket's class lines, once each, in basket order. */
export function bookedClassPros(lines: BasketLine[]): BookedPro[] {
  const pros: BookedPro[] = [];
  for (const line of lines) {
    if (line.type !== 'class' || pros.some((pro) => pro.id === line.fitpro_id)) continue;
    pros.push({ id: line.fitpro_id, name: line.pro_name });
  }
  return pros;
}

/** The booked professionals handed to the thank-you page (history state), or none when unreadable. */
export function readBookedPros(state: unknown): BookedPro[] {
  const pros = state && typeof state === 'object' && 'pros' in state ? state.pros : null;
  if (!Array.isArray(pros)) return [];
  return pros.filter(
    (pro: unknown): pro is BookedPro =>
      !!pro &&
      typeof pro === 'object' &&
      'id' in pro &&
      'name' in pro &&
      typeof pro.id === 'string' &&
      /^\d{1,12}$/.test(pro.id) &&
      typeof pro.name === 'string',
  );
}

/** The check's message with {{date}} and {{time}} filled in (every occurrence). */
export function fillCheckMessage(message: string, date: string, time: string): string {
  return message.replaceAll('{{date}}', date).replaceAll('{{time}}', time);
}

/** The id of a /check-class or /check-session address (?id=), or null. */
export function checkId(search: URLSearchParams): string | null {
  const id = search.get('id') ?? '';
  return /^\d{1,12}$/.test(id) ? id : null;
}

function parts(iso: string, timeZone: string, options: Intl.DateTimeFormatOptions) {
  const found: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of new Intl.DateTimeFormat('en-GB', { ...options, timeZone }).formatToParts(
    new Date(iso),
  ))
    found[part.type] = part.value;
  return found;
}

/** "Friday 27 November 2026" in the member's time zone (the live calendar's day title). */
export function bookingDay(iso: string, timeZone: string): string {
  const { weekday, day, month, year } = parts(iso, timeZone, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  return `${weekday} ${day} ${month} ${year}`;
}

/** "6:00 PM" in the member's time zone (12-hour time, as the live calendar shows it). */
export function bookingTime(iso: string, timeZone: string): string {
  const { hour, minute, dayPeriod } = parts(iso, timeZone, {
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  });
  return `${hour}:${minute} ${(dayPeriod ?? '').toUpperCase()}`;
}

/** "Friday 27 November 2026, 6:00 PM" */
export function bookingWhen(iso: string, timeZone: string): string {
  return `${bookingDay(iso, timeZone)}, ${bookingTime(iso, timeZone)}`;
}

/** The member's time zone: the browser's, else UTC. */
export function bookingTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** YYYY-MM-DD of a moment in the member's time zone. */
export function bookingDate(at: number, timeZone: string): string {
  const { year, month, day } = parts(new Date(at).toISOString(), timeZone, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return `${year}-${month}-${day}`;
}
