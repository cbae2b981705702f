import type { RouteEntry } from '@/app/routing/types';

const retakeSignupQuiz = () => import('./pages/RetakeSignupQuizPage');
const upgradeDowngrade = () => import('./pages/UpgradeDowngradePage');

export const profileRoutes: RouteEntry[] = [
  {
    path: '/home/profile',
    access: 'member',
    shell: 'member',
    load: () => import('./pages/ProfilePage'),
    screenNames: ['profile'],
  },
  {
    path: '/home/profile/upgrade-downgrade',
    access: 'member',
    shell: 'member',
    load: upgradeDowngrade,
    screenNames: ['upgrade'],
  },
  // Spec 1 §2 and spec 3 list it under the home prefix too ("/upgrade-downgrade").
  { path: '/home/upgrade-downgrade', access: 'member', shell: 'member', load: upgradeDowngrade },
  {
    path: '/home/profile/unsubscribe',
    access: 'member',
    shell: 'member',
    load: () => import('./pages/UnsubscribePage'),
  },
  {
    path: '/home/profile/retake-signup-quiz',
    access: 'member',
    shell: 'member',
    load: retakeSignupQuiz,
  },
  { path: '/home/retake-signup-quiz', access: 'member', shell: 'member', load: retakeSignupQuiz },
];
