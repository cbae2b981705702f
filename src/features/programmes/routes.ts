import type { RouteEntry } from '@/app/routing/types';

export const programmesRoutes: RouteEntry[] = [
  // A programme: weeks and days with their videos, audio, recipes and meal plan; access by folders/details.
  {
    path: '/home/folder/:id',
    access: 'member',
    shell: 'member',
    load: () => import('./pages/ProgrammePage'),
    screenNames: ['folder', 'folderid', 'program', 'recommendedprogramme'],
  },
];
