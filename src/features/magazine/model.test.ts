import { describe, expect, it } from 'vitest';
import { articlePath, articleSchema, magazineSection } from './model';

describe('magazine rules', () => {
  it('tells an issue from a category by its address', () => {
    expect(magazineSection('11')).toEqual({ kind: 'issue', issueId: 11 });
    expect(magazineSection('food')).toEqual({ kind: 'category', slug: 'food' });
    expect(magazineSection('<script>')).toBeNull();
  });
  it("an article's address and a strict id", () => {
    expect(articlePath({ issue_id: 11, article_id: 1101 })).toBe('/magazine/11/1101');
    expect(() => articleSchema.parse({ article_id: 'x' })).toThrow();
  });
});
