import { describe, expect, it } from 'vitest';
import {
  bookedClassPros,
  bookingClosed,
  bookingDate,
  bookingDay,
  bookingTime,
  bookingWhen,
  basketRequest,
  bookingErrors,
  checkId,
  EMPTY_CHOICE,
  fillCheckMessage,
  fullLines,
  readBookedPros,
  type ProClass,
} from './booking';
import { coachingBasketSchema } from '@/features/basket';

const dated = (classId: string, placesLeft: number): ProClass => ({
  class_id: classId,
  fitpro_id: '901',
  class_plan_id: '9101',
  title: '4 live HIIT classes',
  coach: 'Rachel Adams',
  start_at: '2026-11-27T18:00:00.000Z',
  end_at: '2026-11-27T18:45:00.000Z',
  price: 20,
  places_left: placesLeft,
  booked: 0,
});

const classes = [dated('9301', 7), dated('9303', 0)];

describe('a booking choice', () => {
  it('needs a class or a session, then a date (and a time for a session), each beside its field', () => {
    expect(bookingErrors(EMPTY_CHOICE, classes, '2026-11-27')).toEqual({
      item: 'Please choose a class or a session.',
    });
    expect(bookingErrors({ ...EMPTY_CHOICE, item: 'class:9101' }, classes, '2026-11-27')).toEqual({
      date: 'Please choose a date.',
    });
    expect(bookingErrors({ ...EMPTY_CHOICE, item: 'session:9201' }, classes, '2026-11-27')).toEqual(
      { date: 'Please choose a date.', time: 'Please choose a time.' },
    );
    expect(
      bookingErrors(
        { ...EMPTY_CHOICE, item: 'session:9201', date: '2026-11-26', time: '09:00' },
        classes,
        '2026-11-27',
      ),
    ).toEqual({ date: 'Please choose a date from tomorrow on.' });
    expect(
      bookingErrors(
        { ...EMPTY_CHOICE, item: 'session:9201', date: '2026-11-27', time: '09:00' },
        classes,
        '2026-11-27',
      ),
    ).toEqual({});
  });

  it('refuses a full class before anything is sent, and accepts one with places left', () => {
    expect(
      bookingErrors(
        { ...EMPTY_CHOICE, item: 'class:9101', classId: '9303' },
        classes,
        '2026-11-27',
      ),
    ).toEqual({ date: 'This class is full. Please choose another date.' });
    expect(
      bookingErrors(
        { ...EMPTY_CHOICE, item: 'class:9101', classId: '9301' },
        classes,
        '2026-11-27',
      ),
    ).toEqual({});
  });

  it('becomes the basket call body of its kind', () => {
    expect(basketRequest('901', { ...EMPTY_CHOICE, item: 'class:9101', classId: '9301' })).toEqual({
      action: 'add',
      type: 'class',
      fitpro_id: '901',
      class_plan_id: '9101',
      class_id: '9301',
    });
    expect(
      basketRequest('901', {
        ...EMPTY_CHOICE,
        item: 'session:9201',
        date: '2026-12-01',
        time: '09:00',
      }),
    ).toEqual({
      action: 'add',
      type: 'session',
      fitpro_id: '901',
      session_id: '9201',
      date: '2026-12-01',
      time: '09:00',
    });
  });
});

describe('the coaching basket', () => {
  const reply = [
    {
      lines: [
        {
          basket_id: 4,
          type: 'class',
          fitpro_id: 901,
          pro_name: 'Rachel Adams',
          item_id: 9101,
          class_id: 9301,
          title: '4 live HIIT classes',
          start_at: '2026-11-27T18:00:00.000Z',
          price: '20.00',
          is_full: 0,
        },
        {
          basket_id: 5,
          type: 'class',
          fitpro_id: 901,
          pro_name: 'Rachel Adams',
          item_id: 9101,
          class_id: 9303,
          title: '4 live HIIT classes',
          start_at: '2026-12-02T18:00:00.000Z',
          price: 20,
          is_full: 1,
        },
      ],
      total: 40,
    },
  ];

  it('reads money strictly, counts one item a booking and names the full classes', () => {
    const basket = coachingBasketSchema.parse(reply);
    expect(basket.lines[0]?.price).toBe(20);
    expect(basket.lines).toHaveLength(2);
    expect(fullLines(basket).map((line) => line.basket_id)).toEqual(['5']);
  });

  it('names each professional whose classes are booked once, and no one for a session', () => {
    const basket = coachingBasketSchema.parse(reply);
    const session = { ...basket.lines[0]!, type: 'session' as const, fitpro_id: '902' };
    expect(bookedClassPros([...basket.lines, session])).toEqual([
      { id: '901', name: 'Rachel Adams' },
    ]);
  });

  it('reads the booked professionals back from the history state, dropping what is unreadable', () => {
    const pros = [{ id: '901', name: 'Rachel Adams' }];
    expect(readBookedPros({ pros })).toEqual(pros);
    expect(readBookedPros({ pros: [{ id: '../x', name: 'A' }, { id: 902 }, null] })).toEqual([]);
    expect(readBookedPros(null)).toEqual([]);
    expect(readBookedPros({ pros: 'Rachel' })).toEqual([]);
  });

  it('refuses a reply whose price is unreadable', () => {
    const bad = structuredClone(reply);
    (bad[0]?.lines[0] as { price: unknown }).price = 'twenty';
    expect(coachingBasketSchema.safeParse(bad).success).toBe(false);
  });
});

describe('a dated class', () => {
  it('can be booked until it starts', () => {
    const now = Date.parse('2026-11-27T18:00:00.000Z');
    expect(bookingClosed(dated('9301', 7), now)).toBe(true);
    expect(bookingClosed(dated('9301', 7), now - 1)).toBe(false);
    expect(bookingClosed(dated('9301', 7), now + 60_000)).toBe(true);
  });
});

describe('the class access check', () => {
  it('fills every {{date}} and {{time}}', () => {
    expect(
      fillCheckMessage(
        'Booked for {{date}} at {{time}} ({{date}}).',
        'Friday 27 November 2026',
        '6:00 PM',
      ),
    ).toBe('Booked for Friday 27 November 2026 at 6:00 PM (Friday 27 November 2026).');
  });

  it('reads only a numeric id from the address', () => {
    expect(checkId(new URLSearchParams('id=9301'))).toBe('9301');
    expect(checkId(new URLSearchParams('id=9301x'))).toBeNull();
    expect(checkId(new URLSearchParams(''))).toBeNull();
  });
});

describe('booking dates and times', () => {
  it('reads a server time in the member time zone, day-month and 12-hour time', () => {
    expect(bookingDay('2026-11-27T18:00:00.000Z', 'Europe/London')).toBe('Friday 27 November 2026');
    expect(bookingTime('2026-11-27T18:00:00.000Z', 'Europe/London')).toBe('6:00 PM');
    expect(bookingTime('2026-06-27T07:05:00.000Z', 'Europe/London')).toBe('8:05 AM');
    expect(bookingWhen('2026-11-27T23:30:00.000Z', 'Asia/Tokyo')).toBe(
      'Saturday 28 November 2026, 8:30 AM',
    );
    expect(bookingDate(Date.parse('2026-11-27T23:30:00.000Z'), 'Asia/Tokyo')).toBe('2026-11-28');
  });
});
