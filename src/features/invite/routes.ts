import type { RouteEntry } from '@/app/routing/types';
import { INVITE_PATH } from './paths';

const landing = () => import('./pages/InviteLandingPage');

/**
 * Invite and affiliate (spec 1 §2): the member's /home/invite (signed in; the
 * inviteyourfriends notification opens it) and the public landings of referral links, /invite
 * and /aff-invite, open to visitors and members alike.
 */
export const inviteRoutes: RouteEntry[] = [
  {
    path: INVITE_PATH,
    access: 'member',
    shell: 'member',
    load: () => import('./pages/InvitePage'),
    screenNames: ['inviteyourfriends'],
  },
  { path: '/invite', access: 'public', shell: 'public-store', load: landing },
  { path: '/aff-invite', access: 'public', shell: 'public-store', load: landing },
];
