/**
 * Where a notification click goes (spec 1 §2 and §4), as a pure function: notification in,
 * action out. Actions that need the server (session status, folder access, magazine slugs,
 * community posts) are described here and carried out by actions.ts.
 */
import { isAppPath, safeExternalUrl } from '@/lib/url';
import type { Programme } from '@/features/programmes';
import type { AppNotification, MagazineLookup } from './model';

export type NotificationAction =
  | { kind: 'none' }
  | { kind: 'navigate'; to: string }
  | { kind: 'openPdf'; url: string }
  | { kind: 'openUrl'; url: string; external: boolean }
  | { kind: 'sessionStatus'; sessionId: string }
  | { kind: 'communityPost'; notificationId: number }
  | { kind: 'magazine'; magazineId: string }
  | { kind: 'communityGroupChat'; communityId: string }
  | { kind: 'folder'; folderId: string }
  | { kind: 'quiz'; quizId: string }
  | { kind: 'shoppingList'; listId: string }
  | { kind: 'upgrade' };

export interface RoutingContext {
  /** The user's recommended programme (profile). */
  recommendedProgrammeId: string;
  recommendedProgrammeScreenName: string;
  /** Screens in the user's unauthorized list are blocked. */
  unauthorized: string[];
  /** The site origin, to tell own links from external ones. */
  origin: string;
}

/** Screen names whose route differs from the name (spec 1 §2, "Notification screen names to routes"). */
export const SCREEN_ROUTE_MAP: Record<string, string> = {
  nearme: '/home/friendsnearme',
  listingscreen: '/home/folder',
  folder: '/home/folder',
  profile: '/home/profileview',
  dashboard: '/home',
  prosnearme: '/home/rwlpros/prosnearme',
  live_event: '/home/livecalendar',
  program: '/home/programvideos',
  recipe: '/home/recipes',
  sessions_calendar: '/home/rwlprosclasscalendar',
  rwlproscalendars: '/home/rwlprosclasscalendar',
  ecommerce: '/shop',
  'returns&delivery': '/returns-policy',
  fitproallclasses: '/rwl-coaches',
};

/**
 * Screens that open one item: with no id there is nothing to open, so the member home opens (the
 * spec's fallback for a path with no screen), said here rather than left to the guard.
 */
const ITEM_SCREENS = new Set(['listingscreen', 'folder', 'program']);

/** Screens that take no id. */
const NO_ID_SCREENS = new Set([
  'dashboard',
  'prosnearme',
  'ecommerce',
  'returns&delivery',
  'fitproallclasses',
]);

/** The 1-2-1 fitpro variants (fitpro121, 1-2-1fitpro, fitpro_1_2_1 ...) go to the coaches. */
export function isOneToOneFitpro(screen: string): boolean {
  const compact = screen.toLowerCase().replace(/[^a-z0-9]/g, '');
  return compact.includes('fitpro') && compact.includes('121');
}

function hasId(id: string): boolean {
  return Boolean(id) && id !== '0' && id !== 'null' && id !== 'undefined';
}

/** The route of a screen name and id; unknown names open /home/{name}/{id}. */
export function screenRoute(screenName: string, screenId = ''): string {
  const screen = screenName.trim();
  const key = screen.toLowerCase();
  if (isOneToOneFitpro(key)) return '/rwl-coaches';
  const base = SCREEN_ROUTE_MAP[key] ?? `/home/${encodeURIComponent(screen)}`;
  if (ITEM_SCREENS.has(key) && !hasId(screenId)) return '/home';
  if (NO_ID_SCREENS.has(key) || !hasId(screenId)) return base;
  return `${base}/${encodeURIComponent(screenId)}`;
}

export function base64(value: string): string {
  return typeof btoa === 'function' ? btoa(value) : Buffer.from(value).toString('base64');
}

const COMMUNITY_TYPES = new Set([
  'post_create',
  'post_liked',
  'post_commented',
  'post_comment_liked',
  'post_comment_replied',
  'post_comment_replied_mention',
]);

const LIVE_SESSION_TYPES = new Set([
  'live_session',
  'livesession',
  'live_class',
  'session',
  'live',
]);

/** By type first (spec 1 §4 "Notification click by type"), then by screen name. */
export function notificationAction(
  notification: AppNotification,
  context: RoutingContext,
): NotificationAction {
  const type = notification.type.trim();
  const typeId = notification.type_id;
  switch (type) {
    case 'message':
      return { kind: 'navigate', to: `/home/messenger?rec=${encodeURIComponent(typeId)}` };
    case 'friend_request':
      return { kind: 'navigate', to: `/home/profileview/${encodeURIComponent(typeId)}` };
    case 'Messaging Personal':
      return { kind: 'navigate', to: `/home/message?${base64(typeId)}` };
    case 'Messaging Group':
      return {
        kind: 'navigate',
        to: `/home/groupmessenger/${encodeURIComponent(typeId)}?${base64(typeId)}`,
      };
    case 'Messaging Chat List':
      return { kind: 'navigate', to: '/home/chatlist' };
    case 'Community Single Post':
      return {
        kind: 'navigate',
        to: `/home/community/${encodeURIComponent(notification.post_community_id)}/${encodeURIComponent(typeId)}`,
      };
    default:
      break;
  }
  if (LIVE_SESSION_TYPES.has(type.toLowerCase()))
    return { kind: 'sessionStatus', sessionId: typeId || notification.screen_id };
  if (COMMUNITY_TYPES.has(type))
    return { kind: 'communityPost', notificationId: notification.notification_id };
  return screenAction(notification, context);
}

/** Spec 1 §4 "Notification by screen name". */
export function screenAction(
  notification: AppNotification,
  context: RoutingContext,
): NotificationAction {
  const screen = notification.screen.trim();
  const key = screen.toLowerCase();
  const id = notification.screen_id;
  if (!key || key === 'notifications' || key === 'nodestination') return { kind: 'none' };
  if (context.unauthorized.some((blocked) => blocked.toLowerCase() === key))
    return { kind: 'upgrade' };
  switch (key) {
    case 'shoppinglist':
      return { kind: 'shoppingList', listId: id };
    case 'pdf': {
      const url = safeExternalUrl(notification.media || notification.url);
      return url ? { kind: 'openPdf', url } : { kind: 'none' };
    }
    case 'url':
      return urlAction(notification.url || notification.media, context.origin);
    case 'inviteyourfriends':
      return { kind: 'navigate', to: '/home/invite' };
    case 'magazine':
      return { kind: 'magazine', magazineId: notification.magazine_id || id };
    case 'communitygroupchat':
      return { kind: 'communityGroupChat', communityId: id };
    case 'upgradeplanpopup':
    case 'offerpopup':
      return { kind: 'upgrade' };
    case 'folderid':
      return { kind: 'folder', folderId: id };
    case 'quiz':
      return { kind: 'quiz', quizId: id };
    case 'profile':
      return {
        kind: 'navigate',
        to: hasId(id) ? `/home/profileview/${encodeURIComponent(id)}` : '/home/profile',
      };
    case 'recommendedprogramme':
      return {
        kind: 'navigate',
        to: screenRoute(
          context.recommendedProgrammeScreenName || 'folder',
          context.recommendedProgrammeId,
        ),
      };
    default:
      return { kind: 'navigate', to: screenRoute(screen, id) };
  }
}

/**
 * A link on this site opens in the app; any other http(s) link opens in a new tab; anything
 * else (`javascript:`, `data:`, `//host`) does nothing.
 */
export function urlAction(url: string, origin: string): NotificationAction {
  const trimmed = url.trim();
  if (!trimmed) return { kind: 'none' };
  if (trimmed.startsWith('/'))
    return isAppPath(trimmed)
      ? { kind: 'openUrl', url: trimmed, external: false }
      : { kind: 'none' };
  const external = safeExternalUrl(trimmed);
  if (!external) return { kind: 'none' };
  if (origin && external.startsWith(`${origin}/`)) {
    const path = external.slice(origin.length);
    return isAppPath(path) ? { kind: 'openUrl', url: path, external: false } : { kind: 'none' };
  }
  if (origin && external === origin) return { kind: 'openUrl', url: '/', external: false };
  return { kind: 'openUrl', url: external, external: true };
}

/** Magazine slugs to a route; a missing id or a failed lookup falls back to the magazine root. */
export const MAGAZINE_ROOT = '/magazine';

export function magazineRoute(lookup: MagazineLookup | null | undefined): string {
  if (!lookup) return MAGAZINE_ROOT;
  const parts = [lookup.category_slug, lookup.subcategory_slug, lookup.slug]
    .map((part) => part.trim())
    .filter(Boolean);
  if (!lookup.slug.trim()) return MAGAZINE_ROOT;
  return `${MAGAZINE_ROOT}/${parts.map(encodeURIComponent).join('/')}`;
}

export const NO_FOLDER_ACCESS = "You don't have access this folder.";
export const NO_GROUP_CHAT_ACCESS = "You don't have access this community group chat.";

/** A folder needs access equal to 1. */
export function folderAction(
  details: Pick<Programme, 'access' | 'screen_name' | 'folder_id'>,
  requestedId: string,
): NotificationAction | { kind: 'alert'; message: string } {
  if (details.access !== 1) return { kind: 'alert', message: NO_FOLDER_ACCESS };
  return {
    kind: 'navigate',
    to: screenRoute(
      details.screen_name || 'folder',
      details.folder_id ? String(details.folder_id) : requestedId,
    ),
  };
}

/** A community group chat needs the access flag for that community. */
export function groupChatAction(
  hasAccess: boolean,
  communityId: string,
): NotificationAction | { kind: 'alert'; message: string } {
  if (!hasAccess) return { kind: 'alert', message: NO_GROUP_CHAT_ACCESS };
  return {
    kind: 'navigate',
    to: `/home/groupmessenger/${encodeURIComponent(communityId)}?${base64(communityId)}`,
  };
}

/** Community post notifications open the post the notification data points at. */
export function communityPostRoute(
  screenData: { community_id: string; post_id: string } | undefined,
): string {
  if (!screenData || !screenData.community_id) return '/home/community/list';
  if (!screenData.post_id) return `/home/community/${encodeURIComponent(screenData.community_id)}`;
  return `/home/community/${encodeURIComponent(screenData.community_id)}/${encodeURIComponent(screenData.post_id)}`;
}

/** The upgrade check: the plan page with the encoded current URL to come back to. */
export function upgradeRoute(currentUrl: string): string {
  return `/home/profile/upgrade-downgrade?goBack=${encodeURIComponent(currentUrl)}`;
}

export const PDF_BLOCKED_MESSAGE =
  'Your browser is blocking pop-ups. Please allow pop-ups to view the PDF.';
export const PDF_BLOCKED_HELP =
  'Safari: Settings > Websites > Pop-up Windows > Allow. Chrome: the blocked pop-up icon in the address bar > Always allow. Firefox: Settings > Privacy & Security > Permissions > untick Block pop-up windows. Edge: Settings > Cookies and site permissions > Pop-ups and redirects > Allow.';
