import type { RouteEntry } from '@/app/routing/types';

export const landingRoutes: RouteEntry[] = [
  { path: '/', access: 'public', shell: 'public', load: () => import('./pages/PublicHomePage') },
];
