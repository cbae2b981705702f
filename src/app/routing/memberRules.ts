import type { GuardDecision } from './guard';
import type { RouteEntry } from './types';

/**
 * What the server says about the member that changes where they may go (spec 1 §2, §6): flags
 * forcing a redirect to the member home or to /unsupported-browser, and the unauthorized list of
 * blocked screens. Kept apart from the pure guard of guard.ts, which receives the flags.
 */
export interface MemberRouteFlags {
  forceHome: boolean;
  forceUnsupported: boolean;
  /** Screen names the member may not open (the user check's `unauthorized`). */
  unauthorized: string[];
}

export const NO_MEMBER_FLAGS: MemberRouteFlags = {
  forceHome: false,
  forceUnsupported: false,
  unauthorized: [],
};

/** Where a blocked screen sends the member: the upgrade page, as a blocked notification does. */
export const BLOCKED_SCREEN_REDIRECT = `/home/profile/upgrade-downgrade?goBack=${encodeURIComponent('/home')}`;

/** True when the route opens a screen of the member's unauthorized list (by its screen names). */
export function isBlockedRoute(entry: RouteEntry | null, unauthorized: readonly string[]): boolean {
  if (!entry?.screenNames || unauthorized.length === 0) return false;
  const blocked = new Set(unauthorized.map((name) => name.trim().toLowerCase()));
  return entry.screenNames.some((name) => blocked.has(name.toLowerCase()));
}

/**
 * A blocked screen opened by its address is refused: the member is asked to upgrade (the upgrade
 * page itself, if blocked, falls back to the member home). Null when the screen is not blocked.
 */
export function blockedRouteDecision(
  entry: RouteEntry | null,
  unauthorized: readonly string[],
): GuardDecision | null {
  if (!isBlockedRoute(entry, unauthorized)) return null;
  const upgrade = BLOCKED_SCREEN_REDIRECT.split('?')[0];
  return { kind: 'redirect', to: entry?.path === upgrade ? '/home' : BLOCKED_SCREEN_REDIRECT };
}
