import type { RouteEntry } from '@/app/routing/types';

const nearMe = () => import('./pages/FriendsNearMePage');
const profileView = () => import('./pages/ProfileViewPage');

/**
 * Friends and public profiles (spec 1 §2, spec 3 §2): the friends screen, people near me (the
 * notification screen name "nearme" opens /home/friendsnearme, with or without an id) and a
 * member's public profile (their own without an id).
 */
export const friendsRoutes: RouteEntry[] = [
  {
    path: '/home/friends/suggestion',
    access: 'member',
    shell: 'member',
    load: () => import('./pages/FriendsPage'),
  },
  { path: '/home/friendsnearme', access: 'member', shell: 'member', load: nearMe },
  { path: '/home/friendsnearme/:id', access: 'member', shell: 'member', load: nearMe },
  // Without an id (a "profile" screen name with none): the member's own public profile.
  { path: '/home/profileview', access: 'member', shell: 'member', load: profileView },
  { path: '/home/profileview/:userId', access: 'member', shell: 'member', load: profileView },
];
