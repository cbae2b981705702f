import type { RouteEntry } from '@/app/routing/types';

/**
 * Retreats (spec 3 §2): list and page for everyone (a member in the member frame, 'both');
 * booking needs a member (a visitor logs in and comes back).
 */
export const retreatsRoutes: RouteEntry[] = [
  {
    path: '/retreats',
    access: 'both',
    shell: 'public-store',
    load: () => import('./pages/RetreatsPage'),
  },
  {
    path: '/retreats/:retreatId',
    access: 'both',
    shell: 'public-store',
    load: () => import('./pages/RetreatPage'),
  },
  {
    path: '/retreats/:retreatId/bookevent',
    access: 'member',
    shell: 'member',
    load: () => import('./pages/BookEventPage'),
  },
];
