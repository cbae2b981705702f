import type { RouteEntry } from '@/app/routing/types';

export const hypnoRoutes: RouteEntry[] = [
  {
    path: '/hypno/folder/:id',
    access: 'hypno',
    shell: 'public-store',
    load: () => import('./pages/HypnoFolderPage'),
  },
];
