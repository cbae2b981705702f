import type { RouteEntry } from '@/app/routing/types';

/** Progress (spec 3 §2): graphs, timeline and the member calorie calculator. */
export const progressRoutes: RouteEntry[] = [
  {
    path: '/home/graph',
    access: 'member',
    shell: 'member',
    load: () => import('./pages/GraphPage'),
  },
  {
    path: '/home/timeline',
    access: 'member',
    shell: 'member',
    load: () => import('./pages/TimelinePage'),
  },
  {
    path: '/home/caloriescalculator',
    access: 'member',
    shell: 'member',
    load: () => import('./pages/CaloriesCalculatorPage'),
  },
];
