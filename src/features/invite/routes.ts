import type { RouteEntry } from '@/app/routing/types';
const landing = () => import('./pages/InviteLandingPage');

/**
 * Invite and affiliate (spec 1 §2): the member's /home/invite (signed in; the
 * inviteyourfriends notification opens it) and the public landings of referral links, /invite
 * and /aff-invite, open to visitors and members alike.
 */
export const inviteRoutes: RouteEntry[] = [
  {
    // A literal path: the build's route preload map reads routes.ts as text.
    path: '/home/invite',
    access: 'member',
    shell: 'member',
    load: () => import('./pages/InvitePage'),
    screenNames: ['inviteyourfriends'],
  },
  { path: '/invite', access: 'public', shell: 'public-store', load: landing },
  { path: '/aff-invite', access: 'public', shell: 'public-store', load: landing },
];
