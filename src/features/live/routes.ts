import type { RouteEntry } from '@/app/routing/types';

/**
 * Live classes and events (spec 1 §2, spec 3 §2): the calendar's month and day, what is live
 * now, a session's page (event-info) and its Zoom details, and an event's page.
 */
export const liveRoutes: RouteEntry[] = [
  {
    path: '/home/livecalendar',
    access: 'member',
    shell: 'member',
    load: () => import('./pages/LiveCalendarPage'),
    screenNames: ['livecalendar', 'live_event'],
  },
  {
    path: '/home/livecalendar/:id',
    access: 'member',
    shell: 'member',
    load: () => import('./pages/LiveDayPage'),
    screenNames: ['livecalendar', 'live_event'],
  },
  {
    path: '/home/livecalendar/event/:eventId',
    access: 'member',
    shell: 'member',
    load: () => import('./pages/EventPage'),
    screenNames: ['livecalendar', 'live_event'],
  },
  {
    path: '/home/liveonrwl',
    access: 'member',
    shell: 'member',
    load: () => import('./pages/LiveNowPage'),
    screenNames: ['liveonrwl'],
  },
  {
    path: '/home/rwlpros/event-info/:sessionId',
    access: 'member',
    shell: 'member',
    load: () => import('./pages/SessionPage'),
  },
  {
    path: '/home/rwlpros/zoommeeting/:sessionId',
    access: 'member',
    shell: 'member',
    load: () => import('./pages/ZoomMeetingPage'),
  },
];
