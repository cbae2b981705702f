import type { RouteEntry } from '@/app/routing/types';

export const playlistsRoutes: RouteEntry[] = [
  {
    path: '/home/playlist',
    access: 'member',
    shell: 'member',
    load: () => import('./pages/PlaylistsPage'),
  },
  {
    path: '/home/playlist/:id',
    access: 'member',
    shell: 'member',
    load: () => import('./pages/PlaylistPage'),
  },
  {
    path: '/home/recommendedplaylist/:id',
    access: 'member',
    shell: 'member',
    load: () => import('./pages/RecommendedPlaylistPage'),
  },
];
