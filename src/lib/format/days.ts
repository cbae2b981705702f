/**
 * The app's dates without a library (rows of long lists format them while scrolling, and public
 * pages stay light): one formatter per way a date is written (issue 31, "dates written the same
 * way everywhere"). A calendar date without a time ("2026-12-06") is that day wherever the reader
 * is; a moment is shown in local time.
 */

export const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

/** A server timestamp as epoch milliseconds; a time without a zone is read as UTC. NaN when unreadable. */
export function parseServerTime(value: string | number | Date): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  if (!value) return Number.NaN;
  const text = /[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value.replace(' ', 'T')}Z`;
  return Date.parse(text);
}

const LONG_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** A Date, a calendar date ("2026-12-06", read as that day) or a server timestamp; null when unreadable. */
function toDate(value: string | number | Date): Date | null {
  if (typeof value === 'string') {
    const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (day) return new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]), 12);
  }
  const time = parseServerTime(value);
  return Number.isNaN(time) ? null : new Date(time);
}

/** A time of day: "9:05 AM" (local time). */
export function clockTime(date: Date): string {
  const hours = date.getHours();
  return `${hours % 12 || 12}:${String(date.getMinutes()).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** A day: "6 December 2026" (charges, renewals, receipts, articles, joined dates); '' when unreadable. */
export function longDate(value: string | number | Date): string {
  const date = toDate(value);
  if (!date) return '';
  return `${date.getDate()} ${LONG_MONTHS[date.getMonth()] ?? ''} ${date.getFullYear()}`;
}

/** A day a page is about: "Sunday 6 December 2026" (the planner's day, the live calendar's day). */
export function dayTitle(value: string | number | Date): string {
  const date = toDate(value);
  if (!date) return '';
  return `${WEEKDAYS[date.getDay()] ?? ''} ${longDate(date)}`;
}

/** A moment in full: "Sunday 6 December 2026, 9:00 AM" (a scheduled post, the next live class). */
export function dateAndTime(value: string | number | Date): string {
  const date = toDate(value);
  if (!date) return '';
  return `${dayTitle(date)}, ${clockTime(date)}`;
}

/** A moment on a card: "Thu 26 Nov, 7:00 PM" (a class or session in a list). */
export function shortDateTime(value: string | number | Date): string {
  const date = toDate(value);
  if (!date) return '';
  return `${(WEEKDAYS[date.getDay()] ?? '').slice(0, 3)} ${date.getDate()} ${MONTHS[date.getMonth()] ?? ''}, ${clockTime(date)}`;
}
