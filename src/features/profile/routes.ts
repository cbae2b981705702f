import type { RouteEntry } from '@/app/routing/types';

const retakeSignupQuiz = () => import('./pages/RetakeSignupQuizPage');

export const profileRoutes: RouteEntry[] = [
  { path: '/home/profile', access: 'member', shell: 'member', load: () => import('./pages/ProfilePage'), screenNames: ['profile'] },
  { path: '/home/profile/upgrade-downgrade', access: 'member', shell: 'member', load: () => import('./pages/UpgradeDowngradePage'), screenNames: ['upgrade'] },
  { path: '/home/profile/unsubscribe', access: 'member', shell: 'member', load: () => import('./pages/UnsubscribePage') },
  { path: '/home/profile/retake-signup-quiz', access: 'member', shell: 'member', load: retakeSignupQuiz },
  { path: '/home/retake-signup-quiz', access: 'member', shell: 'member', load: retakeSignupQuiz },
];
