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
  // A paid programme's public page: bought without an account, then opened here (issue 33).
  {
    path: '/folder/:id',
    access: 'public',
    shell: 'public-store',
    load: () => import('./pages/PublicProgrammePage'),
  },
];
