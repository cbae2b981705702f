/**
 * The notification drawer's times (spec 1 §9) read with dayjs and its UTC plugin: only the drawer
 * loads them (not lib/format's index), so no screen's first render carries the date library.
 */
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

/** Server timestamps are UTC; they are shown in local time. */
export function fromServerTime(value: string | number | Date): dayjs.Dayjs {
  if (typeof value === 'string' && !/[zZ]|[+-]\d\d:?\d\d$/.test(value)) {
    return dayjs.utc(value.replace(' ', 'T')).local();
  }
  return dayjs(value);
}

/** Spec 1 §9: today h:mm A, yesterday 'Yesterday', older DD/MM/YYYY. */
export function notificationTime(value: string | number | Date, now: Date = new Date()): string {
  const time = fromServerTime(value);
  const today = dayjs(now);
  if (time.isSame(today, 'day')) return time.format('h:mm A');
  if (time.isSame(today.subtract(1, 'day'), 'day')) return 'Yesterday';
  return time.format('DD/MM/YYYY');
}
