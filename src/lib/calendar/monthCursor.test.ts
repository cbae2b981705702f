import { describe, expect, it } from 'vitest';
import { activeDay, monthToShow } from './monthCursor';

describe('activeDay', () => {
  it('keeps the day moved to while it is in the month shown', () => {
    expect(activeDay('2026-11-18', '2026-11-26', '2026-11')).toBe('2026-11-18');
  });

  it('starts on today in the current month', () => {
    expect(activeDay('2026-10-31', '2026-11-26', '2026-11')).toBe('2026-11-26');
  });

  it('starts on the 1st of another month', () => {
    expect(activeDay('2026-11-18', '2026-11-26', '2027-01')).toBe('2027-01-01');
    expect(activeDay('2026-11-26', '2026-11-26', '2026-10')).toBe('2026-10-01');
  });
});

describe('monthToShow', () => {
  it('stays in the month while the day is in it', () => {
    expect(monthToShow('2026-11-30', '2026-11')).toBeNull();
  });

  it('follows a day into the next or the previous month, across a year', () => {
    expect(monthToShow('2026-12-01', '2026-11')).toBe('2026-12');
    expect(monthToShow('2026-12-31', '2027-01')).toBe('2026-12');
  });
});
