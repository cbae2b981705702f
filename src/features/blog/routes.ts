import type { RouteEntry } from '@/app/routing/types';

/** The blog (spec 3 §2): for visitors and members alike, a member in the member frame ('both'). */
export const blogRoutes: RouteEntry[] = [
  {
    path: '/blog',
    access: 'both',
    shell: 'public-store',
    load: () => import('./pages/BlogListPage'),
  },
  {
    path: '/blog/:blogId',
    access: 'both',
    shell: 'public-store',
    load: () => import('./pages/BlogPostPage'),
  },
];
