import * as z from 'zod/mini';
import {
  cosmeticList,
  cosmeticNumber,
  cosmeticText as label,
  strictNumber,
} from '@/lib/api/schemas';
import type { PageMeta } from '@/lib/pageMeta';
import { longDate } from '@/lib/format/days';

export const blogCardSchema = z.object({
  blog_id: strictNumber,
  title: label(),
  category: label(),
  summary: label(),
  image: label(),
  author: label(),
  published: label(),
});
export type BlogCard = z.infer<typeof blogCardSchema>;

export const blogPageSchema = z.object({
  posts: z.array(blogCardSchema),
  categories: cosmeticList(z.string()),
  currentPage: strictNumber,
  hasNextPage: z.boolean(),
  total: cosmeticNumber(0),
});
export type BlogPage = z.infer<typeof blogPageSchema>;

export const blogPostSchema = z.object({
  ...blogCardSchema.shape,
  /** Server HTML: shown only through ui/SanitizedHtml. */
  content: label(),
  is_favourite: cosmeticNumber(0),
  /** 0 with access_reason 'purchase': an article sold separately, with its price (summary only). */
  access: z.optional(z.union([z.literal(0), z.literal(1)])),
  access_reason: z.optional(z.enum(['', 'purchase'])),
  price: z.optional(strictNumber),
  currency_symbol: label('£'),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

/** An article's title, description and preview picture. */
export function blogPostMeta(post: BlogPost): PageMeta {
  return { title: `${post.title} | RWL blog`, description: post.summary, image: post.image };
}

export interface BlogQuery {
  category: string;
  search: string;
}

export const BLOG_SEARCH_MAX_LENGTH = 60;

/** "20 November 2026" from an ISO date (the app's long date); the text as it is when unreadable. */
export function publishedOn(date: string): string {
  return longDate(date) || date;
}

/** Every post of the pages loaded so far, once each. */
export function postsOf(pages: BlogPage[] | undefined): BlogCard[] {
  const seen = new Set<number>();
  return (pages ?? [])
    .flatMap((page) => page.posts)
    .filter((post) => !seen.has(post.blog_id) && seen.add(post.blog_id));
}
