import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { ordinal } from '@/lib/format';
import { notificationTime } from '@/lib/format/notificationTime';

dayjs.extend(utc);

/** A UTC server string for a local date-time. */
function serverTime(local: Date): string {
  return dayjs(local).utc().format('YYYY-MM-DD HH:mm:ss');
}

describe('notification times (spec 1 §9)', () => {
  const now = new Date(2026, 10, 22, 15, 30, 0);

  it('today shows h:mm A in local time', () => {
    expect(notificationTime(serverTime(new Date(2026, 10, 22, 9, 5)), now)).toBe('9:05 AM');
    expect(notificationTime(serverTime(new Date(2026, 10, 22, 13, 45)), now)).toBe('1:45 PM');
  });

  it("yesterday shows 'Yesterday'", () => {
    expect(notificationTime(serverTime(new Date(2026, 10, 21, 23, 59)), now)).toBe('Yesterday');
  });

  it('older shows DD/MM/YYYY', () => {
    expect(notificationTime(serverTime(new Date(2026, 10, 3, 8, 0)), now)).toBe('03/11/2026');
  });

  it('treats timestamps without a zone as UTC', () => {
    const fromUtc = notificationTime('2026-11-22 12:00:00', now);
    expect(fromUtc).toBe(dayjs.utc('2026-11-22T12:00:00').local().format('h:mm A'));
  });
});

describe('ordinal rule (spec 1 §9)', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [20, '20th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [24, '24th'],
    [30, '30th'],
    [31, '31st'],
  ])('%i -> %s', (n, text) => {
    expect(ordinal(n)).toBe(text);
  });
});
