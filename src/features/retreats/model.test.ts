import { describe, expect, it } from 'vitest';
import {
  amountToday,
  attendeeErrors,
  readBookingDraft,
  retreatDates,
  retreatSchema,
} from './model';

describe('retreat rules', () => {
  it('reads dates the British way', () => {
    expect(retreatDates('2027-04-16', '2027-04-18')).toBe('16 to 18 April 2027');
    expect(retreatDates('2027-04-30', '2027-05-02')).toBe('30 April to 2 May 2027');
  });
  it('charges the deposit or the full price for each attendee', () => {
    expect(amountToday({ price: 495, deposit: 100 }, 'deposit', 2)).toBe(200);
    expect(amountToday({ price: 495, deposit: 100 }, 'full', 1)).toBe(495);
  });
  it('checks every attendee', () => {
    expect(
      attendeeErrors([{ first_name: 'Ada', last_name: 'L', email: 'ada@example.com' }]),
    ).toEqual([{}]);
    expect(attendeeErrors([{ first_name: ' ', last_name: '', email: 'x' }])[0]).toEqual({
      first_name: 'First name is required.',
      last_name: 'Last name is required.',
      email: 'Please enter a valid email address.',
    });
  });
  it('reads money strictly', () => {
    expect(() =>
      retreatSchema.parse({ retreat_id: 1401, price: 'a lot', deposit: 100, places_left: 6 }),
    ).toThrow();
  });
});

describe('readBookingDraft', () => {
  const sam = { first_name: 'Sam', last_name: 'Green', email: 'sam@example.com' };
  it('reads the attendees and the payment choice it kept', () => {
    expect(readBookingDraft(JSON.stringify({ attendees: [sam], payment: 'full' }))).toEqual({
      attendees: [sam],
      payment: 'full',
    });
  });
  it('refuses anything else: nothing kept, broken text, no attendee, too many, a wrong field', () => {
    expect(readBookingDraft('')).toBeNull();
    expect(readBookingDraft('{')).toBeNull();
    expect(readBookingDraft(JSON.stringify({ attendees: [], payment: 'deposit' }))).toBeNull();
    expect(
      readBookingDraft(JSON.stringify({ attendees: Array(5).fill(sam), payment: 'deposit' })),
    ).toBeNull();
    expect(readBookingDraft(JSON.stringify({ attendees: [sam], payment: 'card' }))).toBeNull();
    expect(
      readBookingDraft(JSON.stringify({ attendees: [{ ...sam, email: 1 }], payment: 'full' })),
    ).toBeNull();
  });
});
