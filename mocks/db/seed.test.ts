import { describe, expect, it } from 'vitest';
import { seedDatabase } from './seed';

/** The paths of objects and arrays that two values hold in common. */
function sharedPaths(a: unknown, b: unknown, path = 'db', found: string[] = []): string[] {
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null) return found;
  if (a === b) return [...found, path];
  let all = found;
  for (const key of Object.keys(a))
    all = sharedPaths(
      (a as Record<string, unknown>)[key],
      (b as Record<string, unknown>)[key],
      `${path}.${key}`,
      all,
    );
  return all;
}

describe('the mock seed', () => {
  it('is a new copy each time: a change made to one seed never shows in the next', () => {
    const first = seedDatabase();
    expect(sharedPaths(first, seedDatabase())).toEqual([]);
    const ingredients = first.recipeDetails[0]?.ingredients ?? [];
    const count = ingredients.length;
    ingredients.splice(0, 1);
    expect(seedDatabase().recipeDetails[0]?.ingredients).toHaveLength(count);
  });
});
