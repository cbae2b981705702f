import type { RouteEntry } from '@/app/routing/types';

export const mealPlansRoutes: RouteEntry[] = [
  {
    path: '/home/mealplan/:mealPlanId',
    access: 'member',
    shell: 'member',
    load: () => import('./pages/MealPlanPage'),
  },
];
