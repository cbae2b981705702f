import type { RouteEntry } from '@/app/routing/types';

export const quizRoutes: RouteEntry[] = [
  {
    path: '/home/quiz',
    access: 'member',
    shell: 'member',
    load: () => import('./pages/QuizPage'),
  },
];
