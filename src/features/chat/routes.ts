import type { RouteEntry } from '@/app/routing/types';

/** Chat routes (spec 1 §2, spec 3 §2). Pages load only when opened. */
export const chatRoutes: RouteEntry[] = [
  {
    path: '/home/chatlist',
    access: 'member',
    shell: 'member',
    load: () => import('./pages/ChatListPage'),
  },
  {
    path: '/home/message',
    access: 'member',
    shell: 'member',
    load: () => import('./pages/MessengerPage'),
  },
  {
    path: '/home/messenger',
    access: 'member',
    shell: 'member',
    load: () => import('./pages/MessengerPage'),
  },
  {
    path: '/home/groupmessenger/:groupId',
    access: 'member',
    shell: 'member',
    load: () => import('./pages/MessengerPage'),
  },
  {
    path: '/home/create',
    access: 'member',
    shell: 'member',
    load: () => import('./pages/CreateChatPage'),
  },
  {
    path: '/home/create/:id',
    access: 'member',
    shell: 'member',
    load: () => import('./pages/CreateChatPage'),
  },
  {
    path: '/home/new',
    access: 'member',
    shell: 'member',
    load: () => import('./pages/NewMessagePage'),
  },
  {
    path: '/home/searchbutton',
    access: 'member',
    shell: 'member',
    load: () => import('./pages/SearchButtonPage'),
  },
  {
    path: '/verifycommunitygrouplink/community_group_chat/:id',
    access: 'member',
    shell: 'member',
    load: () => import('./pages/VerifyGroupLinkPage'),
  },
];
