import { describe, expect, it } from 'vitest';
import { locationProblem } from './position';

describe('locationProblem', () => {
  it('tells a refusal from a position the browser could not find', () => {
    expect(locationProblem(1)).toBe('refused');
    expect(locationProblem(2)).toBe('unavailable');
    expect(locationProblem(3)).toBe('unavailable');
  });
});
