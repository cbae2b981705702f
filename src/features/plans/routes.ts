import type { RouteEntry } from '@/app/routing/types';

export const plansRoutes: RouteEntry[] = [
  // A programme folder: paid folders are bought once (one-time purchase); any folder can be pinned as the start page.
  { path: '/home/folder/:id', access: 'member', shell: 'member', load: () => import('./pages/FolderPage'), screenNames: ['folder'] },
];
