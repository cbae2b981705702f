import type { RouteEntry } from '@/app/routing/types';

export const registrationRoutes: RouteEntry[] = [
  { path: '/reg1', access: 'guest-only', shell: 'public', load: () => import('./pages/Reg1Page') },
  { path: '/reg2', access: 'guest-only', shell: 'public', load: () => import('./pages/Reg1Page') },
  {
    path: '/reg-paywall',
    access: 'guest-only',
    shell: 'public-store',
    load: () => import('./pages/RegPaywallPage'),
  },
  // Where a purchase from a landing page ends: the paywall's receipt (issue 33).
  {
    path: '/thankyou',
    access: 'public',
    shell: 'public-store',
    load: () => import('./pages/ThankYouPage'),
  },
  {
    path: '/invitefriend',
    access: 'public',
    shell: 'public',
    load: () => import('./pages/InviteFriendPage'),
  },
  {
    path: '/registration',
    access: 'guest-only',
    shell: 'public-store',
    load: () => import('./pages/RegistrationPage'),
  },
];
