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

/** Relative times: 'a moment ago', N minutes ago, N hour ago, N days ago. */
export function relativeTime(value: string | number | Date, now: Date = new Date()): string {
  const time = fromServerTime(value);
  const seconds = Math.max(0, dayjs(now).diff(time, 'second'));
  if (seconds < 60) return 'a moment ago';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} minutes ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} hour ago`;
  return `${Math.floor(hours / 24)} days ago`;
}
