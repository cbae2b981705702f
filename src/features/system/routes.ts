import type { RouteEntry } from '@/app/routing/types';

export const systemRoutes: RouteEntry[] = [
  { path: '/unsupported-browser', access: 'public', shell: 'bare', load: () => import('./pages/UnsupportedBrowserPage') },
];
