import type { RouteEntry } from '@/app/routing/types';

export const shoppingListRoutes: RouteEntry[] = [
  {
    path: '/home/shoppinglist',
    access: 'member',
    shell: 'member',
    load: () => import('./pages/ShoppingListsPage'),
  },
  {
    path: '/home/shoppinglist/:listId',
    access: 'member',
    shell: 'member',
    load: () => import('./pages/ShoppingListPage'),
  },
];
