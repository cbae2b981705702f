import type { RouteEntry } from '@/app/routing/types';

const home = () => import('./pages/CoachesHomePage');
const profile = () => import('./pages/CoachProfilePage');
const programmes = () => import('./pages/CoachProgrammesPage');
const sessions = () => import('./pages/CoachSessionsPage');
const session = () => import('./pages/CoachSessionPage');
const registration = () => import('./pages/CoachRegPage');

/**
 * The coaches area (spec 3 §2 "Content and coaching routes", §6) and coach registration: public
 * routes (spec 1 §2 lists /rwl-coaches, its sub-routes and /rwl-coacho-reg1 to reg3 among the
 * public content pages). With an id a sub-route shows that professional (or session) to anyone;
 * without one it is the signed-in professional's own, and asks a visitor to sign in.
 * /rwl-coaches/viewbasket and /rwl-coaches/thankyou are the booking's.
 */
export const coachesRoutes: RouteEntry[] = [
  { path: '/rwl-coaches', access: 'public', shell: 'public-store', load: home },
  { path: '/rwl-coaches/fitpro', access: 'public', shell: 'public-store', load: profile },
  { path: '/rwl-coaches/fitpro/:fitproId', access: 'public', shell: 'public-store', load: profile },
  { path: '/rwl-coaches/programme', access: 'public', shell: 'public-store', load: programmes },
  {
    path: '/rwl-coaches/programme/:fitproId',
    access: 'public',
    shell: 'public-store',
    load: programmes,
  },
  { path: '/rwl-coaches/asession', access: 'public', shell: 'public-store', load: sessions },
  {
    path: '/rwl-coaches/asession/:fitproId',
    access: 'public',
    shell: 'public-store',
    load: sessions,
  },
  { path: '/rwl-coaches/session', access: 'public', shell: 'public-store', load: session },
  {
    path: '/rwl-coaches/session/:sessionId',
    access: 'public',
    shell: 'public-store',
    load: session,
  },
  { path: '/rwl-coacho-reg1', access: 'public', shell: 'public-store', load: registration },
  { path: '/rwl-coacho-reg2', access: 'public', shell: 'public-store', load: registration },
  { path: '/rwl-coacho-reg3', access: 'public', shell: 'public-store', load: registration },
];
