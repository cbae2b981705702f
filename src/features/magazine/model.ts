import * as z from 'zod/mini';
import { cosmeticNumber, cosmeticText as label, strictNumber } from '@/lib/api/schemas';
import type { PageMeta } from '@/lib/pageMeta';

export const issueSchema = z.object({
  issue_id: strictNumber,
  title: label(),
  cover: label(),
  published: label(),
});

export const magazineCategorySchema = z.object({ slug: z.string(), name: label() });

export const articleCardSchema = z.object({
  article_id: strictNumber,
  issue_id: cosmeticNumber(0),
  slug: label(),
  category: label(),
  subcategory: label(),
  title: label(),
  summary: label(),
  image: label(),
});
export type ArticleCard = z.infer<typeof articleCardSchema>;

export const articleSchema = z.object({
  ...articleCardSchema.shape,
  /** Server HTML: shown only through ui/SanitizedHtml. */
  content: label(),
});
export type Article = z.infer<typeof articleSchema>;

/** An article page's title, description and preview picture. */
export function articleMeta(article: Article): PageMeta {
  return {
    title: `${article.title} | RWL magazine`,
    description: article.summary,
    image: article.image,
  };
}

export const magazineHomeSchema = z.object({
  issues: z.array(issueSchema),
  categories: z.array(magazineCategorySchema),
});
export type MagazineHome = z.infer<typeof magazineHomeSchema>;

export const issueCoverSchema = z.object({
  issue: issueSchema,
  articles: z.array(articleCardSchema),
});
export type IssueCover = z.infer<typeof issueCoverSchema>;

export const categoryArticlesSchema = z.object({
  category: magazineCategorySchema,
  articles: z.array(articleCardSchema),
});
export type CategoryArticles = z.infer<typeof categoryArticlesSchema>;

/** An article's address: /magazine/{issue}/{article}. */
export function articlePath(article: Pick<ArticleCard, 'issue_id' | 'article_id'>): string {
  return `/magazine/${article.issue_id}/${article.article_id}`;
}

/** /magazine/{id}: a number is an issue, a word is a category. */
export function magazineSection(
  id: string,
): { kind: 'issue'; issueId: number } | { kind: 'category'; slug: string } | null {
  if (/^\d+$/.test(id)) return { kind: 'issue', issueId: Number(id) };
  if (/^[a-z0-9-]{1,60}$/.test(id)) return { kind: 'category', slug: id };
  return null;
}

export const MAGAZINE_SEARCH_MAX_LENGTH = 60;
