import type { RouteEntry } from '@/app/routing/types';

export const homeRoutes: RouteEntry[] = [
  {
    path: '/home',
    access: 'member',
    shell: 'member',
    load: () => import('./pages/MemberHomePage'),
    screenNames: ['dashboard'],
  },
  {
    path: '/home/home2',
    access: 'member',
    shell: 'member',
    load: () => import('./pages/WelcomePage'),
  },
];
