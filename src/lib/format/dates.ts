import { clockTime, MONTHS, parseServerTime } from './days';

// Rows of long lists (chats, messages) format times while scrolling: the functions below read
// the time without dayjs.

/** "1 hour ago", "2 hours ago": a count of a unit, singular for one. */
function ago(count: number, unit: 'minute' | 'hour' | 'day'): string {
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
}

/**
 * The one relative time of the app (spec 3 §8's 'a moment ago', N minutes, hours, days ago),
 * with plurals that agree with the count: "1 minute ago", "1 hour ago", "2 days ago"; '' when
 * unreadable.
 */
export function relativeTime(
  value: string | number | Date,
  now: Date | number = Date.now(),
): string {
  const time = parseServerTime(value);
  if (Number.isNaN(time)) return '';
  const nowMs = typeof now === 'number' ? now : now.getTime();
  const seconds = Math.max(0, Math.floor((nowMs - time) / 1000));
  if (seconds < 60) return 'a moment ago';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return ago(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return ago(hours, 'hour');
  return ago(Math.floor(hours / 24), 'day');
}

/** A message's time in local time: 'h:mm AM' today, else 'D Mon, h:mm AM' (day-month, 12-hour). */
export function messageTime(
  value: string | number | Date,
  now: Date | number = Date.now(),
): { label: string; iso: string } {
  const time = parseServerTime(value);
  if (Number.isNaN(time)) return { label: '', iso: '' };
  const date = new Date(time);
  const today = new Date(now);
  const clock = clockTime(date);
  const sameDay =
    date.getFullYear() === today.getFullYear() &&
    date.getMonth() === today.getMonth() &&
    date.getDate() === today.getDate();
  return {
    label: sameDay ? clock : `${date.getDate()} ${MONTHS[date.getMonth()] ?? ''}, ${clock}`,
    iso: date.toISOString(),
  };
}
