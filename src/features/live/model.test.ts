import { describe, expect, it } from 'vitest';
import {
  calendarItemSchema,
  clockTime,
  commentError,
  COMMENT_MAX_LENGTH,
  dayKey,
  EMPTY_COMMENT_MESSAGE,
  hasEnded,
  hasStarted,
  isInfoSession,
  isLiveNow,
  itemKindLabel,
  itemPath,
  itemsByDay,
  liveNow,
  monthGrid,
  moveDay,
  parseDay,
  parseMonth,
  sessionTimeLabel,
  type CalendarItem,
} from './model';

function item(
  id: string,
  start: string,
  end: string,
  kind: 'session' | 'event' = 'session',
): CalendarItem {
  return calendarItemSchema.parse({
    id,
    kind,
    title: `Item ${id}`,
    start_at: start,
    end_at: end,
    booked: 0,
  });
}

describe('month grid', () => {
  it('lays a month out Monday to Sunday with the days either side', () => {
    const weeks = monthGrid('2026-11');
    // 1 November 2026 is a Sunday: the first week starts on Monday 26 October.
    expect(weeks[0]?.[0]).toEqual({ date: '2026-10-26', day: 26, inMonth: false });
    expect(weeks[0]?.[6]).toEqual({ date: '2026-11-01', day: 1, inMonth: true });
    expect(weeks).toHaveLength(6);
    expect(weeks.at(-1)?.at(-1)).toEqual({ date: '2026-12-06', day: 6, inMonth: false });
    expect(weeks.flat().filter((day) => day.inMonth)).toHaveLength(30);
  });

  it('needs only four weeks for a February starting on Monday', () => {
    const weeks = monthGrid('2027-02');
    expect(weeks).toHaveLength(4);
    expect(weeks[0]?.[0]?.date).toBe('2027-02-01');
  });

  it('moves by day, week, week edge and month with the keys', () => {
    expect(moveDay('2026-11-30', 'ArrowRight')).toBe('2026-12-01');
    expect(moveDay('2026-11-01', 'ArrowLeft')).toBe('2026-10-31');
    expect(moveDay('2026-11-26', 'ArrowUp')).toBe('2026-11-19');
    expect(moveDay('2026-11-26', 'ArrowDown')).toBe('2026-12-03');
    expect(moveDay('2026-11-26', 'Home')).toBe('2026-11-23');
    expect(moveDay('2026-11-26', 'End')).toBe('2026-11-29');
    expect(moveDay('2026-01-31', 'PageDown')).toBe('2026-02-28');
    expect(moveDay('2026-11-26', 'Enter')).toBeNull();
  });

  it('reads the month and day from the address, refusing what is not a date', () => {
    expect(parseMonth('2026-12', '2026-11-26')).toBe('2026-12');
    expect(parseMonth('2026-13', '2026-11-26')).toBe('2026-11');
    expect(parseMonth(null, '2026-11-26')).toBe('2026-11');
    expect(parseDay('2026-11-27')).toBe('2026-11-27');
    expect(parseDay('2026-02-30')).toBeNull();
    expect(parseDay('77')).toBeNull();
  });
});

describe('time zones', () => {
  const start = '2026-11-27T07:00:00Z';
  const end = '2026-11-27T07:45:00Z';

  it('shows a session in the member’s time zone', () => {
    expect(clockTime(start, 'Europe/London')).toBe('7:00 AM');
    expect(clockTime(start, 'America/New_York')).toBe('2:00 AM');
    expect(clockTime('2026-07-01 07:00:00', 'Europe/London')).toBe('8:00 AM');
    expect(sessionTimeLabel(start, end, 'Europe/London')).toBe(
      'Friday 27 November 2026, 7:00 AM to 7:45 AM',
    );
  });

  it('places an item on the day it starts where the member is', () => {
    const late = '2026-11-27T23:30:00Z';
    expect(dayKey(late, 'Europe/London')).toBe('2026-11-27');
    expect(dayKey(late, 'Asia/Tokyo')).toBe('2026-11-28');
    const days = itemsByDay(
      [
        item('78', '2026-11-28T19:00:00Z', '2026-11-28T20:00:00Z'),
        item('77', start, end),
        item('79', late, late),
      ],
      'Europe/London',
    );
    expect([...days.keys()]).toEqual(['2026-11-27', '2026-11-28']);
    expect(days.get('2026-11-27')?.map((entry) => entry.id)).toEqual(['77', '79']);
  });
});

describe('live now', () => {
  const now = Date.parse('2026-11-26T12:30:00Z');
  it('is live from its start until (not at) its end', () => {
    expect(
      isLiveNow({ start_at: '2026-11-26T12:30:00Z', end_at: '2026-11-26T13:00:00Z' }, now),
    ).toBe(true);
    expect(
      isLiveNow({ start_at: '2026-11-26T12:00:00Z', end_at: '2026-11-26T12:30:00Z' }, now),
    ).toBe(false);
    expect(
      isLiveNow({ start_at: '2026-11-26T12:31:00Z', end_at: '2026-11-26T13:00:00Z' }, now),
    ).toBe(false);
  });

  it('has started at its start time, read as UTC when the server gives no zone', () => {
    expect(hasStarted({ start_at: '2026-11-26T12:30:00Z' }, now)).toBe(true);
    expect(hasStarted({ start_at: '2026-11-26T12:31:00Z' }, now)).toBe(false);
    expect(hasStarted({ start_at: '2026-11-26 12:29:00' }, now)).toBe(true);
    expect(hasStarted({ start_at: '2026-11-26 12:31:00' }, now)).toBe(false);
  });

  it('has ended at its end time, read as UTC when the server gives no zone', () => {
    expect(hasEnded({ end_at: '2026-11-26T12:30:00Z' }, now)).toBe(true);
    expect(hasEnded({ end_at: '2026-11-26T12:29:00Z' }, now)).toBe(true);
    expect(hasEnded({ end_at: '2026-11-26T12:31:00Z' }, now)).toBe(false);
    expect(hasEnded({ end_at: '2026-11-26 12:31:00' }, now)).toBe(false);
    expect(hasEnded({ end_at: '2026-11-26 12:29:00' }, now)).toBe(true);
  });

  it('lists only what is live, earliest first', () => {
    const items = [
      item('80', '2026-11-26T12:15:00Z', '2026-11-26T13:15:00Z'),
      item('77', '2026-11-27T07:00:00Z', '2026-11-27T07:45:00Z'),
      item('802', '2026-11-26T12:00:00Z', '2026-11-26T14:00:00Z', 'event'),
    ];
    expect(liveNow(items, now).map((entry) => entry.id)).toEqual(['802', '80']);
  });
});

describe('items and comments', () => {
  it('names a line an event, an information session (type info) or a live class', () => {
    expect(itemKindLabel({ kind: 'event', type: 'event' })).toBe('Event');
    expect(itemKindLabel({ kind: 'session', type: 'Info' })).toBe('Information session');
    expect(itemKindLabel({ kind: 'session', type: 'live' })).toBe('Live class');
    expect(itemKindLabel({ kind: 'session', type: '' })).toBe('Live class');
    expect(isInfoSession({ kind: 'event', type: 'info' })).toBe(false);
  });

  it('opens a session on its page and an event on its own', () => {
    expect(itemPath({ id: '77', kind: 'session' })).toBe('/home/rwlpros/event-info/77');
    expect(itemPath({ id: '801', kind: 'event' })).toBe('/home/livecalendar/event/801');
  });

  it('refuses an unreadable start time or booking flag', () => {
    expect(() => item('1', 'soon', 'later')).toThrow();
    expect(() =>
      calendarItemSchema.parse({
        id: 1,
        kind: 'session',
        start_at: '2026-11-27T07:00:00Z',
        end_at: '2026-11-27T08:00:00Z',
        booked: 'yes',
      }),
    ).toThrow();
  });

  it('asks for a comment and limits its length', () => {
    expect(commentError('   ')).toBe(EMPTY_COMMENT_MESSAGE);
    expect(commentError('x'.repeat(COMMENT_MAX_LENGTH))).toBe('');
    expect(commentError('x'.repeat(COMMENT_MAX_LENGTH + 1))).toBe(
      `Please use at most ${COMMENT_MAX_LENGTH} characters.`,
    );
  });
});
