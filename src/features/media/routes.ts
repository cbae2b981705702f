import type { RouteEntry } from '@/app/routing/types';

const video = () => import('./pages/VideoPage');

export const mediaRoutes: RouteEntry[] = [
  { path: '/home/programvideos/:id', access: 'member', shell: 'member', load: video },
  { path: '/home/videocontent/:id', access: 'member', shell: 'member', load: video },
  { path: '/home/videobank/:id', access: 'member', shell: 'member', load: video },
  { path: '/rwlvideos/:id', access: 'public', shell: 'public-store', load: video },
  {
    path: '/home/programaudios/:id',
    access: 'member',
    shell: 'member',
    load: () => import('./pages/AudioPage'),
  },
  {
    path: '/home/breathe',
    access: 'member',
    shell: 'member',
    load: () => import('./pages/BreathePage'),
  },
];
