import { describe, expect, it } from 'vitest';
import { ordinal, ordinalSuffix } from './ordinal';
import { messageTime, relativeTime } from './dates';
import { notificationTime } from './notificationTime';
import { formatOfferPrice, formatPrice, roundPrice, currencySymbol } from './money';
import { clockTime, dateAndTime, dayTitle, longDate, shortDateTime } from './days';
import { mediaLength, minutesLength } from './duration';

describe('ordinal suffixes', () => {
  it('uses th for 4 to 20, otherwise st, nd, rd by last digit', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 20, 21, 22, 23, 24, 101, 111].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '20th',
      '21st',
      '22nd',
      '23rd',
      '24th',
      '101st',
      '111th',
    ]);
    expect(ordinalSuffix(0)).toBe('th');
  });
});

describe('notification times', () => {
  const now = new Date(2026, 10, 22, 15, 0, 0);
  it('shows today as h:mm A, yesterday as Yesterday, older as DD/MM/YYYY', () => {
    expect(notificationTime(new Date(2026, 10, 22, 9, 5), now)).toBe('9:05 AM');
    expect(notificationTime(new Date(2026, 10, 21, 23, 59), now)).toBe('Yesterday');
    expect(notificationTime(new Date(2026, 10, 3, 8, 0), now)).toBe('03/11/2026');
  });
  it('reads server timestamps without a zone as UTC', () => {
    const local = new Date(Date.UTC(2026, 10, 22, 10, 30));
    expect(notificationTime('2026-11-22 10:30:00', new Date(local.getTime() + 60_000))).toBe(
      `${local.getHours() % 12 || 12}:30 ${local.getHours() < 12 ? 'AM' : 'PM'}`,
    );
  });
});

describe('relative times (one formatter for the whole app)', () => {
  const now = Date.parse('2026-11-20T12:00:00Z');
  const before = (ms: number) => new Date(now - ms);
  it('says a moment ago under a minute, then minutes, hours and days', () => {
    expect(relativeTime(before(20_000), now)).toBe('a moment ago');
    expect(relativeTime(before(5 * 60_000), now)).toBe('5 minutes ago');
    expect(relativeTime(before(3 * 3_600_000), now)).toBe('3 hours ago');
    expect(relativeTime(before(3 * 86_400_000), now)).toBe('3 days ago');
  });
  it('agrees with the count: singular for one, plural otherwise', () => {
    expect(relativeTime(before(60_000), now)).toBe('1 minute ago');
    expect(relativeTime(before(2 * 60_000), now)).toBe('2 minutes ago');
    expect(relativeTime(before(3_600_000), now)).toBe('1 hour ago');
    expect(relativeTime(before(2 * 3_600_000), now)).toBe('2 hours ago');
    expect(relativeTime(before(86_400_000), now)).toBe('1 day ago');
    expect(relativeTime(before(47 * 3_600_000), now)).toBe('1 day ago');
    expect(relativeTime(before(2 * 86_400_000), now)).toBe('2 days ago');
  });
  it('reads server times without a zone as UTC, and gives nothing for an unreadable one', () => {
    expect(relativeTime('2026-11-20 11:50:00', now)).toBe('10 minutes ago');
    expect(relativeTime('2026-11-20T11:00:00Z', now)).toBe('1 hour ago');
    expect(relativeTime('', now)).toBe('');
  });
});

describe('money', () => {
  it('rounds prices to 2 decimals and uses the currency symbols', () => {
    expect(roundPrice(29.974999)).toBe(29.97);
    expect(roundPrice(1.005)).toBe(1.01);
    expect(formatPrice(9.99)).toBe('£9.99');
    expect(formatPrice('15', currencySymbol('ZAR'))).toBe('R15.00');
    expect(currencySymbol(undefined)).toBe('£');
    expect(currencySymbol('aud')).toBe('AU$');
  });

  it('writes every price one way: thousands with commas, to the penny, the sign before the symbol', () => {
    expect(formatPrice(1250.5)).toBe('£1,250.50');
    expect(formatPrice(1234567)).toBe('£1,234,567.00');
    expect(formatPrice(999.999)).toBe('£1,000.00');
    expect(formatPrice(-5)).toBe('-£5.00');
    expect(formatPrice('abc')).toBe('£0.00');
    expect(formatOfferPrice(1500)).toBe('£1,500');
    expect(formatOfferPrice(1500.5)).toBe('£1,500.50');
  });
});

describe('dates (one formatter per way a date is written)', () => {
  const moment = new Date(2026, 11, 6, 9, 5);
  it('writes a day as 6 December 2026, a calendar date as that day wherever the reader is', () => {
    expect(longDate(moment)).toBe('6 December 2026');
    expect(longDate('2026-12-06')).toBe('6 December 2026');
    expect(longDate('2027-01-31')).toBe('31 January 2027');
    expect(longDate(moment.getTime())).toBe('6 December 2026');
    expect(longDate('not a date')).toBe('');
    expect(longDate('')).toBe('');
  });
  it('writes a day a page is about with its weekday, and a moment with its time', () => {
    expect(dayTitle('2026-11-27')).toBe('Friday 27 November 2026');
    expect(dateAndTime(moment)).toBe('Sunday 6 December 2026, 9:05 AM');
    expect(shortDateTime(new Date(2026, 10, 26, 19, 0))).toBe('Thu 26 Nov, 7:00 PM');
    expect(shortDateTime('not a date')).toBe('');
  });
  it('writes times with AM and PM in capitals, 12 for noon and midnight', () => {
    expect(clockTime(new Date(2026, 0, 1, 0, 0))).toBe('12:00 AM');
    expect(clockTime(new Date(2026, 0, 1, 12, 30))).toBe('12:30 PM');
    expect(clockTime(new Date(2026, 0, 1, 19, 7))).toBe('7:07 PM');
  });
  it('reads server times without a zone as UTC', () => {
    const local = new Date(Date.UTC(2026, 10, 26, 19, 0));
    expect(shortDateTime('2026-11-26 19:00:00')).toBe(shortDateTime(local));
  });
});

describe('times in long lists (chats, messages)', () => {
  it('formats message times without a library: day-month and 12-hour', () => {
    const local = new Date(2026, 10, 20, 15, 5).getTime();
    expect(messageTime(new Date(local).toISOString(), local).label).toBe('3:05 PM');
    expect(messageTime(new Date(2026, 10, 18, 9, 30).toISOString(), local).label).toBe(
      '18 Nov, 9:30 AM',
    );
  });
});

describe('media lengths', () => {
  it('gives seconds under a minute and whole minutes from then on', () => {
    expect(mediaLength(2.94)).toBe('3 sec');
    expect(mediaLength(11.94)).toBe('12 sec');
    expect(mediaLength(0.4)).toBe('1 sec');
    expect(mediaLength(60)).toBe('1 min');
    expect(mediaLength(20 * 60)).toBe('20 min');
    expect(mediaLength(0)).toBe('0 min');
    expect(minutesLength(3 / 60)).toBe('3 sec');
    expect(minutesLength(30)).toBe('30 min');
  });
});
