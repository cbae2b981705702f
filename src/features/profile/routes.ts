import type { RouteEntry } from '@/app/routing/types';

export const profileRoutes: RouteEntry[] = [
  { path: '/home/profile', access: 'member', shell: 'member', load: () => import('./pages/ProfilePage'), screenNames: ['profile'] },
  { path: '/home/profile/upgrade-downgrade', access: 'member', shell: 'member', load: () => import('./pages/UpgradeDowngradePage'), screenNames: ['upgrade'] },
  { path: '/home/profile/unsubscribe', access: 'member', shell: 'member', load: () => import('./pages/UnsubscribePage') },
];
