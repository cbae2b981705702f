import * as z from 'zod/mini';
import { api } from '@/lib/api';
import { authSession } from '@/lib/auth/session';
import {
  articleCardSchema,
  articleSchema,
  categoryArticlesSchema,
  issueCoverSchema,
  magazineHomeSchema,
  type Article,
  type ArticleCard,
  type CategoryArticles,
  type IssueCover,
  type MagazineHome,
} from './model';

const first = <T>(data: T[]): T => {
  const [item] = data;
  if (item === undefined) throw new Error('The server sent no data.');
  return item;
};
const one = <T>(schema: z.ZodMiniType<T>) => z.array(schema).check(z.minLength(1));

/** The magazine (spec 3 §7): public frontend/ calls; a member's article comes from magazine/single. */
export const magazineApi = api.injectEndpoints({
  endpoints: (build) => ({
    magazineHome: build.query<MagazineHome, void>({
      query: () => ({
        url: 'frontend/magazines',
        method: 'GET',
        auth: 'none',
        schema: one(magazineHomeSchema),
      }),
      transformResponse: (data: MagazineHome[]) => first(data),
    }),
    issueCover: build.query<IssueCover, number>({
      query: (issueId) => ({
        url: 'frontend/magazine_cover',
        method: 'POST',
        auth: 'none',
        body: { issue_id: issueId },
        schema: one(issueCoverSchema),
      }),
      transformResponse: (data: IssueCover[]) => first(data),
    }),
    categoryArticles: build.query<CategoryArticles, string>({
      query: (category) => ({
        url: 'frontend/magazine_category',
        method: 'POST',
        auth: 'none',
        body: { category },
        schema: one(categoryArticlesSchema),
      }),
      transformResponse: (data: CategoryArticles[]) => first(data),
    }),
    searchMagazine: build.query<ArticleCard[], string>({
      query: (search) => ({
        url: 'frontend/search_magazine_list',
        method: 'POST',
        auth: 'none',
        body: { search },
        schema: z.array(articleCardSchema),
      }),
    }),
    article: build.query<Article, string>({
      query: (article) =>
        authSession.memberToken()
          ? {
              url: 'magazine/single',
              method: 'POST',
              body: { article },
              schema: one(articleSchema),
            }
          : {
              url: 'frontend/magazine_details',
              method: 'POST',
              auth: 'none',
              body: { article },
              schema: one(articleSchema),
            },
      transformResponse: (data: Article[]) => first(data),
    }),
    articlePreview: build.query<Article, number>({
      query: (previewId) => ({
        url: 'frontend/magazine_preview_mode_details',
        method: 'POST',
        auth: 'none',
        body: { preview_id: previewId },
        schema: one(articleSchema),
      }),
      transformResponse: (data: Article[]) => first(data),
    }),
    magazineNewsletter: build.mutation<string, string>({
      query: (email) => ({
        url: 'frontend/add_magazine_news_letter',
        method: 'POST',
        auth: 'none',
        body: { email },
      }),
      transformResponse: (_data: unknown, meta?: { message: string }) => meta?.message ?? '',
    }),
  }),
});

export const {
  useMagazineHomeQuery,
  useIssueCoverQuery,
  useCategoryArticlesQuery,
  useSearchMagazineQuery,
  useArticleQuery,
  useArticlePreviewQuery,
  useMagazineNewsletterMutation,
} = magazineApi;
