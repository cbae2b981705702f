import type { RouteEntry } from '@/app/routing/types';

/**
 * /rejoin (spec 1 §2, public routes): a visitor signs in there; a signed-in former member (lapsed
 * or cancelled, src/lib/lapsedMember.ts) sees it in the member frame with their old plan and the
 * current offers ('both').
 */
export const rejoinRoutes: RouteEntry[] = [
  {
    path: '/rejoin',
    access: 'both',
    shell: 'public-store',
    load: () => import('./pages/RejoinPage'),
  },
];
