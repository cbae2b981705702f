import { describe, expect, it } from 'vitest';
import { blogPostSchema, postsOf, publishedOn, type BlogPage } from './model';

describe('blog rules', () => {
  it('dates read as British dates', () => {
    expect(publishedOn('2026-11-20')).toBe('20 November 2026');
    expect(publishedOn('soon')).toBe('soon');
  });
  it('lists each post once across pages', () => {
    const page = (ids: number[], currentPage: number): BlogPage => ({
      posts: ids.map((blog_id) => ({
        blog_id,
        title: `P${blog_id}`,
        category: '',
        summary: '',
        image: '',
        author: '',
        published: '',
      })),
      categories: [],
      currentPage,
      hasNextPage: true,
      total: 0,
    });
    expect(postsOf([page([1, 2], 1), page([2, 3], 2)]).map((post) => post.blog_id)).toEqual([
      1, 2, 3,
    ]);
  });
  it('needs a readable id', () => {
    expect(() => blogPostSchema.parse({ blog_id: 'x' })).toThrow();
  });
});
