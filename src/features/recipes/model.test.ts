import { describe, expect, it } from 'vitest';
import {
  clampServings,
  flattenPages,
  ingredientLine,
  plannerDays,
  scaleAmount,
  type RecipePage,
} from './model';

describe('recipe rules', () => {
  it('scales amounts by servings', () => {
    expect(scaleAmount(50, 1, 3)).toBe(150);
    expect(scaleAmount(300, 2, 1)).toBe(150);
    expect(ingredientLine({ name: 'Rolled oats', amount: 50, unit: 'g' }, 1, 2)).toBe(
      '100 g Rolled oats',
    );
    expect(ingredientLine({ name: 'Cucumber', amount: 0.5, unit: '' }, 2, 3)).toBe('0.75 Cucumber');
    expect(ingredientLine({ name: 'Salt', amount: 0, unit: '' }, 2, 4)).toBe('Salt');
  });

  it('keeps servings between 1 and 12', () => {
    expect(clampServings(0)).toBe(1);
    expect(clampServings(40)).toBe(12);
    expect(clampServings(Number.NaN)).toBe(1);
    expect(clampServings(3)).toBe(3);
  });

  it('offers today and the next six days for the planner', () => {
    const days = plannerDays(new Date(2026, 11, 30));
    expect(days).toHaveLength(7);
    expect(days[0]).toEqual({ value: '2026-12-30', label: 'Today' });
    expect(days[2]?.value).toBe('2027-01-01');
  });

  it('flattens pages without repeats', () => {
    const item = {
      recipe_id: 1,
      title: 'A',
      image: '',
      minutes: 1,
      kcal: 1,
      tags: [],
      is_favourite: 0 as const,
    };
    const page: RecipePage = { recipes: [item], currentPage: 1, hasNextPage: true, total: 2 };
    expect(
      flattenPages([
        page,
        { ...page, currentPage: 2, recipes: [item, { ...item, recipe_id: 2 }] },
      ]).map((r) => r.recipe_id),
    ).toEqual([1, 2]);
  });
});
