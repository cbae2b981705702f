import type { RouteEntry } from '@/app/routing/types';

/**
 * Community routes (spec 1 §2, spec 3 §2). The fixed segments (list, search, create, schedule)
 * come before the post id so the route table's first match is the right screen.
 */
const communityList = () => import('./pages/CommunityListPage');

export const communityRoutes: RouteEntry[] = [
  {
    // The community entry (spec 3, member area "/community"): the member's communities.
    path: '/home/community',
    access: 'member',
    shell: 'member',
    load: communityList,
  },
  {
    path: '/home/community/list',
    access: 'member',
    shell: 'member',
    load: communityList,
  },
  {
    path: '/home/community/join/:code',
    access: 'member',
    shell: 'member',
    load: () => import('./pages/JoinPage'),
  },
  {
    path: '/home/community/:communityId',
    access: 'member',
    shell: 'member',
    load: () => import('./pages/FeedPage'),
  },
  {
    path: '/home/community/:communityId/search',
    access: 'member',
    shell: 'member',
    load: () => import('./pages/SearchPage'),
  },
  {
    path: '/home/community/:communityId/schedule',
    access: 'member',
    shell: 'member',
    load: () => import('./pages/SchedulePage'),
  },
  {
    path: '/home/community/:communityId/create',
    access: 'member',
    shell: 'member',
    load: () => import('./pages/CreatePostPage'),
  },
  {
    path: '/home/community/:communityId/create/:postId',
    access: 'member',
    shell: 'member',
    load: () => import('./pages/CreatePostPage'),
  },
  {
    path: '/home/community/:communityId/:postId/likes',
    access: 'member',
    shell: 'member',
    load: () => import('./pages/LikesPage'),
  },
  {
    path: '/home/community/:communityId/:postId',
    access: 'member',
    shell: 'member',
    load: () => import('./pages/PostPage'),
  },
];
