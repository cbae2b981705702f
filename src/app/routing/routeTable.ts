import { matchPath } from 'react-router-dom';
import type { RouteEntry } from './types';
import { authRoutes } from '@/features/auth/routes';
import { rejoinRoutes } from '@/features/rejoin/routes';
import { homeRoutes } from '@/features/home/routes';
import { hypnoRoutes } from '@/features/hypno/routes';
import { landingRoutes } from '@/features/landing/routes';
import { systemRoutes } from '@/features/system/routes';
import { registrationRoutes } from '@/features/registration/routes';
import { programmesRoutes } from '@/features/programmes/routes';
import { mediaRoutes } from '@/features/media/routes';
import { playlistsRoutes } from '@/features/playlists/routes';
import { profileRoutes } from '@/features/profile/routes';
import { infoRoutes } from '@/features/info/routes';
import { notificationsRoutes } from '@/features/notifications/routes';
import { chatRoutes } from '@/features/chat/routes';
import { exploreRoutes } from '@/features/explore/routes';
import { shoppingListRoutes } from '@/features/shoppinglist/routes';
import { recipesRoutes } from '@/features/recipes/routes';
import { mealPlansRoutes } from '@/features/mealplans/routes';
import { shopRoutes } from '@/features/shop/routes';
import { blogRoutes } from '@/features/blog/routes';
import { magazineRoutes } from '@/features/magazine/routes';
import { retreatsRoutes } from '@/features/retreats/routes';
import { liveRoutes } from '@/features/live/routes';
import { progressRoutes } from '@/features/progress/routes';
import { plannerRoutes } from '@/features/planner/routes';
import { communityRoutes } from '@/features/community/routes';
import { coachingRoutes } from '@/features/coaching/routes';
import { inviteRoutes } from '@/features/invite/routes';
import { friendsRoutes } from '@/features/friends/routes';
import { coachesRoutes } from '@/features/coaches/routes';
import { quizRoutes } from '@/features/quiz/routes';
import { giftCardsRoutes } from '@/features/giftcards/routes';

/**
 * The route table, as data: every screen the app has, who may open it and in which shell.
 * Guards, the notification screen-name map and pinned-page routes all read it.
 * A feature adds its routes in its own routes.ts and is listed here once.
 */
export const routeTable: RouteEntry[] = [
  ...landingRoutes,
  ...authRoutes,
  ...rejoinRoutes,
  ...systemRoutes,
  ...hypnoRoutes,
  ...homeRoutes,
  ...quizRoutes,
  ...registrationRoutes,
  ...programmesRoutes,
  ...mediaRoutes,
  ...playlistsRoutes,
  ...profileRoutes,
  ...infoRoutes,
  ...notificationsRoutes,
  ...chatRoutes,
  ...exploreRoutes,
  ...shoppingListRoutes,
  ...recipesRoutes,
  ...mealPlansRoutes,
  ...shopRoutes,
  ...blogRoutes,
  ...magazineRoutes,
  ...retreatsRoutes,
  ...liveRoutes,
  ...progressRoutes,
  ...plannerRoutes,
  ...communityRoutes,
  ...coachingRoutes,
  ...inviteRoutes,
  ...friendsRoutes,
  ...coachesRoutes,
  ...giftCardsRoutes,
];

export function findRoute(pathname: string, table: RouteEntry[] = routeTable): RouteEntry | null {
  return table.find((entry) => matchPath({ path: entry.path, end: true }, pathname)) ?? null;
}

/**
 * True when an in-app target (a path, with or without its query and hash) opens a screen of the
 * route table. A target without one is not rendered as a link (disabled or left out).
 */
export function hasScreen(target: string, table: RouteEntry[] = routeTable): boolean {
  if (!target.startsWith('/') || target.startsWith('//')) return false;
  const pathname = target.split(/[?#]/)[0] ?? target;
  return findRoute(pathname, table) !== null;
}
