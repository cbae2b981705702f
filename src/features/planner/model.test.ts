import { describe, expect, it } from 'vitest';
import {
  checkAmount,
  checkRange,
  dayFromParam,
  dayTitle,
  dayTotals,
  entriesByMeal,
  foodNutrition,
  shiftDay,
  targetSummary,
  type Food,
} from './model';

const banana: Food = {
  food_id: 80002,
  name: 'Banana, medium (118 g)',
  serving_size: 118,
  serving_unit: 'g',
  kcal_100: 89,
  protein_100: 1.1,
  carbs_100: 22.8,
  fat_100: 0.3,
  kcal: 105,
};

describe('amounts', () => {
  it('accepts positive numbers with at most one decimal within the unit bound', () => {
    expect(checkAmount('1', 'serving')).toEqual({ ok: true, value: 1 });
    expect(checkAmount(' 1.5 ', 'serving')).toEqual({ ok: true, value: 1.5 });
    expect(checkAmount('2000', 'g')).toEqual({ ok: true, value: 2000 });
  });

  it('refuses empty, zero, negative, over-precise, non-numeric and too large amounts with a message', () => {
    expect(checkAmount('', 'g')).toEqual({ ok: false, message: 'Please enter an amount.' });
    expect(checkAmount('0', 'g')).toEqual({
      ok: false,
      message: 'The amount must be more than 0.',
    });
    expect(checkAmount('0.0', 'g')).toEqual({
      ok: false,
      message: 'The amount must be more than 0.',
    });
    expect(checkAmount('-1', 'g')).toEqual({
      ok: false,
      message: 'Please enter a number, like 1 or 1.5.',
    });
    expect(checkAmount('1.25', 'serving')).toEqual({
      ok: false,
      message: 'Please use at most one decimal place, like 1.5.',
    });
    expect(checkAmount('1e3', 'g').ok).toBe(false);
    expect(checkAmount('abc', 'g').ok).toBe(false);
    expect(checkAmount('99999', 'g')).toEqual({
      ok: false,
      message: 'The most you can add at once is 2000 g.',
    });
    expect(checkAmount('21', 'serving')).toEqual({
      ok: false,
      message: 'The most you can add at once is 20 servings.',
    });
  });
});

describe('kcal and macros', () => {
  it('computes a food by serving or by weight, as the server does', () => {
    expect(foodNutrition(banana, 1, 'serving')).toEqual({
      kcal: 105,
      protein: 1.3,
      carbs: 26.9,
      fat: 0.4,
    });
    expect(foodNutrition(banana, 100, 'g').kcal).toBe(89);
    expect(foodNutrition(banana, 2.5, 'serving').kcal).toBe(263);
  });

  it('totals a day and says what is left or over the target', () => {
    const totals = dayTotals([
      { kcal: 320, protein: 14, carbs: 48, fat: 8 },
      { kcal: 290, protein: 11, carbs: 20, fat: 19 },
      { kcal: 105, protein: 1.3, carbs: 26.9, fat: 0.4 },
    ]);
    expect(totals).toEqual({ kcal: 715, protein: 26.3, carbs: 94.9, fat: 27.4 });
    expect(targetSummary(715, 1800)).toBe('715 of 1,800 kcal · 1,085 left');
    expect(targetSummary(1900, 1800)).toBe('1,900 of 1,800 kcal · 100 over');
  });

  it('groups entries by meal', () => {
    const meals = entriesByMeal([
      { meal_type: 'lunch' as const, id: 1 },
      { meal_type: 'breakfast' as const, id: 2 },
      { meal_type: 'lunch' as const, id: 3 },
    ]);
    expect(meals.lunch.map((entry) => entry.id)).toEqual([1, 3]);
    expect(meals.dinner).toEqual([]);
  });
});

describe('days', () => {
  it('reads a day from the address only when it is a real date', () => {
    expect(dayFromParam('2026-11-26')).toBe('2026-11-26');
    expect(dayFromParam('2026-02-30')).toBeNull();
    expect(dayFromParam('26-11-2026')).toBeNull();
    expect(dayFromParam('today')).toBeNull();
    expect(dayFromParam(undefined)).toBeNull();
  });

  it('moves across months and years', () => {
    expect(shiftDay('2026-11-30', 1)).toBe('2026-12-01');
    expect(shiftDay('2026-01-01', -1)).toBe('2025-12-31');
    expect(shiftDay('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('names today, yesterday and tomorrow, and other days in full', () => {
    expect(dayTitle('2026-11-26', '2026-11-26')).toBe('Today');
    expect(dayTitle('2026-11-25', '2026-11-26')).toBe('Yesterday');
    expect(dayTitle('2026-11-27', '2026-11-26')).toBe('Tomorrow');
    expect(dayTitle('2026-12-01', '2026-11-26')).toBe('Tuesday 1 December 2026');
  });

  it('checks a range of days to copy to', () => {
    expect(checkRange('2026-11-27', '2026-12-03')).toBeNull();
    expect(checkRange('2026-11-27', '2026-11-26')).toBe(
      'The last day must be on or after the first.',
    );
    expect(checkRange('2026-11-01', '2026-12-31')).toBe('Please choose at most 31 days.');
    expect(checkRange('', '2026-12-31')).toBe('Please choose both days.');
  });
});
