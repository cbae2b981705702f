import type { RouteEntry } from '@/app/routing/types';

/** The daily planner: today, or a given day (its {id} is the date, YYYY-MM-DD). */
export const plannerRoutes: RouteEntry[] = [
  {
    path: '/home/dailyplanner',
    access: 'member',
    shell: 'member',
    load: () => import('./pages/DailyPlannerPage'),
  },
  {
    path: '/home/dailyplanner/:day',
    access: 'member',
    shell: 'member',
    load: () => import('./pages/DailyPlannerPage'),
  },
];
