import type { RouteEntry } from '@/app/routing/types';

const list = () => import('./pages/ProsPage');
const nearMe = () => import('./pages/ProsNearMePage');
const profile = () => import('./pages/ProPage');
const plans = () => import('./pages/ProPlansPage');
const checkAccess = () => import('./pages/CheckAccessPage');

/**
 * Fitness professionals (spec 1 §2 and spec 3 §2 "Content and coaching routes"): public
 * /rwlpros pages for visitors and members, and the member area's /home/rwlpros copies that
 * notifications (prosnearme) and home cards (rwlpros with an id) open. Near me is listed before
 * the profile so its path is never read as an id.
 */
export const coachingRoutes: RouteEntry[] = [
  { path: '/rwlpros', access: 'public', shell: 'public-store', load: list },
  { path: '/rwlpros/prosnearme', access: 'public', shell: 'public-store', load: nearMe },
  // Spec 1 §2 also lists the short /prosnearme among the public content pages.
  { path: '/prosnearme', access: 'public', shell: 'public-store', load: nearMe },
  { path: '/rwlpros/:proId', access: 'public', shell: 'public-store', load: profile },
  { path: '/rwlpros/:proId/plans', access: 'public', shell: 'public-store', load: plans },
  { path: '/home/rwlpros', access: 'member', shell: 'member', load: list },
  {
    path: '/home/rwlpros/prosnearme',
    access: 'member',
    shell: 'member',
    load: nearMe,
    screenNames: ['prosnearme'],
  },
  {
    path: '/home/rwlpros/:proId',
    access: 'member',
    shell: 'member',
    load: profile,
    screenNames: ['rwlpros'],
  },
  { path: '/home/rwlpros/:proId/plans', access: 'member', shell: 'member', load: plans },
  // Booking (issue 16): the class calendar, the coaching basket and its thank-you page, and the
  // class access check.
  // A class-calendar notification without a professional opens the list to choose one.
  {
    path: '/home/rwlprosclasscalendar',
    access: 'member',
    shell: 'member',
    load: list,
    screenNames: ['sessions_calendar', 'rwlproscalendars'],
  },
  {
    path: '/home/rwlprosclasscalendar/:proId',
    access: 'member',
    shell: 'member',
    load: () => import('./pages/ClassCalendarPage'),
    screenNames: ['sessions_calendar', 'rwlproscalendars'],
  },
  {
    path: '/rwl-coaches/viewbasket',
    access: 'member',
    shell: 'member',
    load: () => import('./pages/ViewBasketPage'),
  },
  {
    path: '/rwl-coaches/thankyou',
    access: 'member',
    shell: 'member',
    load: () => import('./pages/ThankYouPage'),
  },
  { path: '/check-class', access: 'member', shell: 'member', load: checkAccess },
  { path: '/check-session', access: 'member', shell: 'member', load: checkAccess },
];
