import type { RouteEntry } from '@/app/routing/types';

export const exploreRoutes: RouteEntry[] = [
  {
    path: '/home/explore',
    access: 'member',
    shell: 'member',
    load: () => import('./pages/ExplorePage'),
  },
];
