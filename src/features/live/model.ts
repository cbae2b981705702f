/**
 * Live classes and events (spec 3 §7 "Coaching" sessions and "Events, retreats, content"):
 * reply schemas and pure rules for the calendar, times in the member's time zone and what is
 * live now.
 */
import * as z from 'zod/mini';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { cosmeticOr, cosmeticText as label, strictId, strictNumber } from '@/lib/api/schemas';
import { tooLongMessage } from '@/lib/validation/limits';

dayjs.extend(utc);
dayjs.extend(timezone);

/** A start or end time: a server timestamp that must be readable (it places the item). */
const serverTime = z.string().check(z.refine((value) => !Number.isNaN(Date.parse(value))));

/** One line of the calendar (calendar, calendar/single_date, events/live). */
export const calendarItemSchema = z.object({
  id: strictId,
  kind: z.enum(['session', 'event']),
  title: label(),
  coach: label(),
  start_at: serverTime,
  end_at: serverTime,
  /** 1 when the member has booked it (sessions) or said they are going (events). */
  booked: strictNumber,
  /** A session's type: 'info' for an information session (nothing to join), else a class. */
  type: label(),
  zoom_id: label(),
  zoom_pass: label(),
  join_url: label(),
  join_with_platform: label(),
});
export type CalendarItem = z.infer<typeof calendarItemSchema>;

/** sessions/single_session: a live class, its coach and its meeting details. */
export const liveSessionSchema = z.object({
  session_id: strictId,
  title: label(),
  /** live (a class with a meeting) or info (a talk whose details are on its page). */
  type: label('live'),
  coach: label(),
  coach_image: label(),
  description: label(),
  start_at: serverTime,
  end_at: serverTime,
  booked: strictNumber,
  /** 1 when the member asked for a reminder (user_notification). */
  reminder: strictNumber,
  zoom_id: label(),
  zoom_pass: label(),
  join_url: label(),
  join_with_platform: label(),
});
export type LiveSession = z.infer<typeof liveSessionSchema>;

export const reminderReplySchema = z.object({ reminder: strictNumber });

export const eventCommentSchema = z.object({
  comment_id: strictId,
  user_name: label('Member'),
  /** Plain text as the member typed it: shown as text, never as HTML. */
  comment: label(),
  created_at: label(),
});
export type EventComment = z.infer<typeof eventCommentSchema>;

/** events/single_event. */
export const liveEventSchema = z.object({
  event_id: strictId,
  title: label(),
  /** Server HTML: shown only through ui/SanitizedHtml. */
  description: label(),
  place: label(),
  image: label(),
  start_at: serverTime,
  end_at: serverTime,
  attended: strictNumber,
  attendees: cosmeticOr(z.number(), 0),
  comments: z.array(eventCommentSchema),
});
export type LiveEvent = z.infer<typeof liveEventSchema>;

export const attendedReplySchema = z.object({ attended: strictNumber, attendees: strictNumber });

/** The longest comment a member can post on an event. */
export const COMMENT_MAX_LENGTH = 500;
export const EMPTY_COMMENT_MESSAGE = 'Please write a comment.';

/** The message next to the comment field, or '' when it can be sent. */
export function commentError(text: string): string {
  if (!text.trim()) return EMPTY_COMMENT_MESSAGE;
  if (text.length > COMMENT_MAX_LENGTH) return tooLongMessage(COMMENT_MAX_LENGTH);
  return '';
}

/** The member's time zone: the browser's, else UTC. */
export function memberTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** A server time in a time zone (server times without a zone are UTC). */
export function inZone(value: string, timeZone: string): dayjs.Dayjs {
  const zoned = /[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value.replace(' ', 'T')}Z`;
  return dayjs.utc(zoned).tz(timeZone);
}

/** The calendar day (YYYY-MM-DD) an item starts on, in the member's time zone. */
export function dayKey(value: string, timeZone: string): string {
  return inZone(value, timeZone).format('YYYY-MM-DD');
}

/** "7:00 AM" */
export function clockTime(value: string, timeZone: string): string {
  return inZone(value, timeZone).format('h:mm A');
}

/** "Friday 27 November 2026, 7:00 AM to 8:00 AM" in the member's time zone. */
export function sessionTimeLabel(start: string, end: string, timeZone: string): string {
  const from = inZone(start, timeZone);
  const to = inZone(end, timeZone);
  const day = from.format('dddd D MMMM YYYY');
  if (from.isSame(to, 'day')) return `${day}, ${from.format('h:mm A')} to ${to.format('h:mm A')}`;
  return `${day}, ${from.format('h:mm A')} to ${to.format('dddd D MMMM, h:mm A')}`;
}

/** Items grouped by the day they start on (member's time zone), each day in start order. */
export function itemsByDay(items: CalendarItem[], timeZone: string): Map<string, CalendarItem[]> {
  const days = new Map<string, CalendarItem[]>();
  const sorted = [...items].sort((a, b) => Date.parse(a.start_at) - Date.parse(b.start_at));
  for (const item of sorted) {
    const key = dayKey(item.start_at, timeZone);
    days.set(key, [...(days.get(key) ?? []), item]);
  }
  return days;
}

/** An information session (type info): everything is on its page, there is nothing to join. */
export function isInfoSession(item: Pick<CalendarItem, 'kind' | 'type'>): boolean {
  return item.kind === 'session' && item.type.toLowerCase() === 'info';
}

/** What a calendar line is, in a list: 'Event', 'Information session' or 'Live class'. */
export function itemKindLabel(item: Pick<CalendarItem, 'kind' | 'type'>): string {
  if (item.kind === 'event') return 'Event';
  return isInfoSession(item) ? 'Information session' : 'Live class';
}

/** Live now: started and not yet ended. */
export function isLiveNow(item: Pick<CalendarItem, 'start_at' | 'end_at'>, now: number): boolean {
  return Date.parse(item.start_at) <= now && now < Date.parse(item.end_at);
}

/**
 * Started: its start time has come (read as UTC when the server gives no zone). A member can say
 * they attended an event only from then on.
 */
export function hasStarted(item: Pick<CalendarItem, 'start_at'>, now: number): boolean {
  return inZone(item.start_at, 'UTC').valueOf() <= now;
}

/** Over: its end time has passed (a class that has ended can no longer be joined or reminded of). */
export function hasEnded(item: Pick<CalendarItem, 'end_at'>, now: number): boolean {
  return inZone(item.end_at, 'UTC').valueOf() <= now;
}

/** The items live at `now`, earliest start first. */
export function liveNow(items: CalendarItem[], now: number): CalendarItem[] {
  return items
    .filter((item) => isLiveNow(item, now))
    .sort((a, b) => Date.parse(a.start_at) - Date.parse(b.start_at));
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A YYYY-MM month from the address, or the month of `today` when missing or unreadable. */
export function parseMonth(value: string | null, today: string): string {
  if (value && MONTH.test(value)) return value;
  return today.slice(0, 7);
}

/** A real YYYY-MM-DD date, or null. */
export function parseDay(value: string | undefined): string | null {
  if (!value || !DAY.test(value)) return null;
  const date = dayjs(value);
  return date.isValid() && date.format('YYYY-MM-DD') === value ? value : null;
}

export interface GridDay {
  date: string;
  /** Day of the month, 1 to 31. */
  day: number;
  inMonth: boolean;
}

/** The month as weeks from Monday to Sunday (UK), with the days of the months either side. */
export function monthGrid(month: string): GridDay[][] {
  const first = dayjs(`${month}-01`);
  const offset = (first.day() + 6) % 7;
  const start = first.subtract(offset, 'day');
  const days = first.daysInMonth();
  const weeks = Math.ceil((offset + days) / 7);
  return Array.from({ length: weeks }, (_, week) =>
    Array.from({ length: 7 }, (_, weekday) => {
      const date = start.add(week * 7 + weekday, 'day');
      return {
        date: date.format('YYYY-MM-DD'),
        day: date.date(),
        inMonth: date.format('YYYY-MM') === month,
      };
    }),
  );
}

/** The day a calendar key moves to: arrows by a day or a week, Home/End the week, Page keys a month. */
export function moveDay(date: string, key: string): string | null {
  const day = dayjs(date);
  const weekday = (day.day() + 6) % 7;
  const moved: Record<string, () => dayjs.Dayjs> = {
    ArrowLeft: () => day.subtract(1, 'day'),
    ArrowRight: () => day.add(1, 'day'),
    ArrowUp: () => day.subtract(1, 'week'),
    ArrowDown: () => day.add(1, 'week'),
    Home: () => day.subtract(weekday, 'day'),
    End: () => day.add(6 - weekday, 'day'),
    PageUp: () => day.subtract(1, 'month'),
    PageDown: () => day.add(1, 'month'),
  };
  const next = moved[key];
  return next ? next().format('YYYY-MM-DD') : null;
}

/** "November 2026" */
export function monthTitle(month: string): string {
  return dayjs(`${month}-01`).format('MMMM YYYY');
}

/** "Friday 27 November 2026" (the app's day title, lib/format). */
export { dayTitle } from '@/lib/format/days';

export function shiftMonth(month: string, by: number): string {
  return dayjs(`${month}-01`).add(by, 'month').format('YYYY-MM');
}

/** Today in the member's time zone, YYYY-MM-DD. */
export function todayIn(timeZone: string, now: number = Date.now()): string {
  return dayjs(now).tz(timeZone).format('YYYY-MM-DD');
}

/** Where a calendar item opens: a session's page or an event's page. */
export function itemPath(item: Pick<CalendarItem, 'id' | 'kind'>): string {
  return item.kind === 'event'
    ? `/home/livecalendar/event/${encodeURIComponent(item.id)}`
    : `/home/rwlpros/event-info/${encodeURIComponent(item.id)}`;
}

/**
 * The server's message of a failed call, for the shared popup: the app's one rule, so a call the
 * app cancelled (the session ended) says nothing.
 */
export { failureMessage } from '@/lib/failureMessage';
