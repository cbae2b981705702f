import type { RouteEntry } from '@/app/routing/types';

/** The blog (spec 3 §2): public, for visitors and members alike. */
export const blogRoutes: RouteEntry[] = [
  {
    path: '/blog',
    access: 'public',
    shell: 'public-store',
    load: () => import('./pages/BlogListPage'),
  },
  {
    path: '/blog/:blogId',
    access: 'public',
    shell: 'public-store',
    load: () => import('./pages/BlogPostPage'),
  },
];
