import type { RouteEntry } from '@/app/routing/types';

/** Gift cards (issue 33): buy one for someone, see those sent, redeem a code into gift credit. */
export const giftCardsRoutes: RouteEntry[] = [
  {
    path: '/home/giftcards',
    access: 'member',
    shell: 'member',
    load: () => import('./pages/GiftCardsPage'),
  },
];
