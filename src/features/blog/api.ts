import * as z from 'zod/mini';
import { api } from '@/lib/api';
import { authSession } from '@/lib/auth/session';
import {
  blogPageSchema,
  blogPostSchema,
  type BlogPage,
  type BlogPost,
  type BlogQuery,
} from './model';

const first = <T>(data: T[]): T => {
  const [item] = data;
  if (item === undefined) throw new Error('The server sent no data.');
  return item;
};

const blogTagged = api.enhanceEndpoints({ addTagTypes: ['BlogPost'] });

/** Blogs (spec 3 §7): public frontend/ calls; a member's article comes from blogs/single (with the favourite). */
export const blogApi = blogTagged.injectEndpoints({
  endpoints: (build) => ({
    blogPosts: build.infiniteQuery<BlogPage, BlogQuery, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage) =>
          lastPage.hasNextPage ? lastPage.currentPage + 1 : undefined,
      },
      query: ({ queryArg, pageParam }) => ({
        url: 'frontend/blogs',
        method: 'POST',
        auth: 'none',
        body: { page: pageParam, category: queryArg.category, search: queryArg.search },
        schema: z.array(blogPageSchema).check(z.minLength(1)),
      }),
      transformResponse: (data: BlogPage[]) => first(data),
    }),
    blogPost: build.query<BlogPost, number>({
      query: (blogId) =>
        authSession.memberToken()
          ? {
              url: 'blogs/single',
              method: 'POST',
              body: { blog_id: blogId },
              schema: z.array(blogPostSchema).check(z.minLength(1)),
            }
          : {
              url: 'frontend/blog_details',
              method: 'POST',
              auth: 'none',
              body: { blog_id: blogId },
              schema: z.array(blogPostSchema).check(z.minLength(1)),
            },
      transformResponse: (data: BlogPost[]) => first(data),
      providesTags: (_result, _error, blogId) => [{ type: 'BlogPost', id: blogId }],
    }),
    toggleBlogFavourite: build.mutation<string, number>({
      query: (blogId) => ({
        url: 'blogs/add_to_favorites',
        method: 'POST',
        body: { blog_id: blogId },
      }),
      transformResponse: (_data: unknown, meta?: { message: string }) => meta?.message ?? '',
      invalidatesTags: (_result, _error, blogId) => [{ type: 'BlogPost', id: blogId }],
    }),
    blogNewsletter: build.mutation<string, string>({
      query: (email) => ({
        url: 'frontend/add_blogs_news_letter',
        method: 'POST',
        auth: 'none',
        body: { email },
      }),
      transformResponse: (_data: unknown, meta?: { message: string }) => meta?.message ?? '',
    }),
  }),
});

export const {
  useBlogPostsInfiniteQuery,
  useBlogPostQuery,
  useToggleBlogFavouriteMutation,
  useBlogNewsletterMutation,
} = blogApi;
