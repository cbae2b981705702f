import { describe, expect, it } from 'vitest';
import { ordinal, ordinalSuffix } from './ordinal';
import { messageTime, notificationTime, relativeTime } from './dates';
import { formatPrice, roundPrice, currencySymbol } from './money';
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
