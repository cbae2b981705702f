import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { calculateCalories } from '@/lib/calories';
import {
  ageFromDob,
  checkCalculator,
  checkMeasurements,
  cmToFeetInches,
  cmToInches,
  DEFAULT_RANGE_DAYS,
  displayWeight,
  feetInchesToCm,
  formatHeight,
  formatWeight,
  IMPERIAL_WEIGHT_MESSAGE,
  inchesToCm,
  kgToLbs,
  lbsToKg,
  measureError,
  NOTHING_TO_SAVE_MESSAGE,
  ONE_DECIMAL_MESSAGE,
  pointsInWindow,
  rangeFromQuery,
  rangeWindow,
  shownSeries,
  unitSystem,
  type ProgressPoint,
} from './model';

const TODAY = dayjs('2026-11-26T10:00:00');

function point(date: string, weight: number | null = 70): ProgressPoint {
  return { date, weight, calories: 1800, waist: null, hips: null, chest: null };
}

describe('units', () => {
  it('reads the profile measurement unit: kg is metric, lbs and feet variants imperial', () => {
    expect(unitSystem('kg')).toBe('metric');
    expect(unitSystem('')).toBe('metric');
    expect(unitSystem('lbs')).toBe('imperial');
    expect(unitSystem('feet')).toBe('imperial');
    expect(unitSystem('LBS/feet')).toBe('imperial');
  });

  it('converts kg and lbs both ways without drift', () => {
    expect(kgToLbs(72.4)).toBe(159.6);
    expect(lbsToKg(165)).toBe(74.84);
    expect(kgToLbs(lbsToKg(165))).toBe(165);
    expect(kgToLbs(lbsToKg(200.5))).toBe(200.5);
    expect(formatWeight(72.4, 'metric')).toBe('72.4 kg');
    expect(formatWeight(72.4, 'imperial')).toBe('159.6 lbs');
    expect(displayWeight(72.44, 'metric')).toBe(72.4);
  });

  it('converts cm to feet and inches and inches to cm', () => {
    expect(cmToFeetInches(165)).toEqual({ feet: 5, inches: 5 });
    expect(cmToFeetInches(183)).toEqual({ feet: 6, inches: 0 });
    expect(feetInchesToCm(5, 5)).toBe(165.1);
    expect(formatHeight(165, 'imperial')).toBe('5 ft 5 in');
    expect(formatHeight(165, 'metric')).toBe('165 cm');
    expect(cmToInches(84)).toBe(33.1);
    expect(inchesToCm(33)).toBe(83.82);
  });
});

describe("today's weight and measurements", () => {
  it('accepts values in range for the unit, at most one decimal', () => {
    expect(measureError('weight', '72.5', 'metric')).toBeUndefined();
    expect(measureError('weight', '0', 'metric')).toBe(
      'Please enter a weight between 30 and 300 kg.',
    );
    expect(measureError('weight', '400', 'metric')).toBe(
      'Please enter a weight between 30 and 300 kg.',
    );
    expect(measureError('weight', '400', 'imperial')).toBeUndefined();
    expect(measureError('weight', '700', 'imperial')).toBe(
      'Please enter a weight between 66 and 660 lbs.',
    );
    expect(measureError('weight', '72.55', 'metric')).toBe(ONE_DECIMAL_MESSAGE);
    expect(measureError('weight', '-5', 'metric')).toBe(
      'Please enter a weight between 30 and 300 kg.',
    );
    expect(measureError('weight', 'abc', 'metric')).toBe(
      'Please enter a weight between 30 and 300 kg.',
    );
    expect(measureError('waist', '10', 'imperial')).toBe(
      'Please enter your waist measurement between 16 and 98 in.',
    );
    expect(measureError('waist', '', 'metric')).toBeUndefined();
  });

  it('sends kg and cm, only the fields given, and nothing while invalid or empty', () => {
    const empty = { weight: '', waist: '', hips: '', chest: '' };
    expect(
      checkMeasurements({ ...empty, weight: '165', waist: '33' }, 'imperial', '2026-11-26'),
    ).toEqual({
      ok: true,
      body: { date: '2026-11-26', weight: 74.84, waist: 83.82 },
    });
    expect(checkMeasurements({ ...empty, weight: '71.5' }, 'metric', '2026-11-26')).toEqual({
      ok: true,
      body: { date: '2026-11-26', weight: 71.5 },
    });
    expect(
      checkMeasurements({ ...empty, weight: '0', hips: '100' }, 'metric', '2026-11-26'),
    ).toEqual({
      ok: false,
      errors: { weight: 'Please enter a weight between 30 and 300 kg.' },
    });
    expect(checkMeasurements(empty, 'metric', '2026-11-26')).toEqual({
      ok: false,
      errors: { form: NOTHING_TO_SAVE_MESSAGE },
    });
  });
});

describe('the graph window (spec 3 §9)', () => {
  it('defaults to the last 15 days, today included', () => {
    expect(DEFAULT_RANGE_DAYS).toBe(15);
    expect(rangeFromQuery(null)).toBe(15);
    expect(rangeFromQuery('12')).toBe(15);
    expect(rangeFromQuery('30')).toBe(30);
    expect(rangeWindow(15, TODAY)).toEqual({ from: '2026-11-12', to: '2026-11-26' });
  });

  it('keeps the points inside the window, oldest first', () => {
    const points = Array.from({ length: 20 }, (_, index) =>
      point(TODAY.subtract(index + 1, 'day').format('YYYY-MM-DD')),
    );
    const shown = pointsInWindow(points, 15, TODAY);
    expect(shown).toHaveLength(14);
    expect(shown[0]?.date).toBe('2026-11-12');
    expect(shown[shown.length - 1]?.date).toBe('2026-11-25');
    expect(pointsInWindow([point('2026-11-27')], 15, TODAY)).toEqual([]);
  });

  it('shows the series the display toggles allow', () => {
    expect(shownSeries({ show_weight: 1, show_calories: 0, show_measurements: 1 })).toEqual({
      weight: true,
      calories: false,
      measurements: true,
    });
  });
});

describe('member calorie calculator', () => {
  const values = { age: '35', height: '165', heightFeet: '', heightInches: '', weight: '70' };

  it('refuses weight 0 and an empty age next to their fields', () => {
    const checked = checkCalculator({ ...values, weight: '0', age: '' }, 'metric');
    expect(checked).toEqual({
      ok: false,
      errors: {
        age: 'Please enter an age between 16 and 99.',
        weight: 'Please enter a weight between 35 and 300 kg.',
      },
    });
    expect(
      checkCalculator({ ...values, weight: '0', heightFeet: '5', heightInches: '5' }, 'imperial'),
    ).toEqual({
      ok: false,
      errors: { weight: IMPERIAL_WEIGHT_MESSAGE },
    });
  });

  it('reads feet, inches and lbs into cm and kg', () => {
    expect(
      checkCalculator({ ...values, heightFeet: '5', heightInches: '5', weight: '154' }, 'imperial'),
    ).toEqual({ ok: true, age: 35, height: 165.1, weight: 69.85 });
    expect(checkCalculator(values, 'metric')).toEqual({
      ok: true,
      age: 35,
      height: 165,
      weight: 70,
    });
  });

  it('computes the Mifflin-St Jeor target for the goal and activity level', () => {
    // BMR 10*70 + 6.25*165 - 5*35 - 161 = 1395.25; lightly active x1.375 = 1918.5; lose -500.
    expect(
      calculateCalories({
        gender: 'female',
        age: 35,
        height: 165,
        weight: 70,
        activity_level: 1,
        is_pregnant: false,
        goal: 'lose',
      }),
    ).toEqual({ bmr: 1395, maintenance: 1918, target: 1418 });
  });

  it('reads age from the date of birth', () => {
    expect(ageFromDob('1990-12-01', TODAY)).toBe(35);
    expect(ageFromDob('1990-11-26', TODAY)).toBe(36);
    expect(ageFromDob('', TODAY)).toBeNull();
    expect(ageFromDob('not a date', TODAY)).toBeNull();
  });
});
