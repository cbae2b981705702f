import { INVITE_PATH } from '@/features/invite';

/**
 * The member navigation, as data: every area with a screen, split into the tab bar (the spec's
 * `menu` setting) and "More" (`more_menu`). An area is listed only when its route exists.
 */
export interface NavItem {
  key: string;
  label: string;
  to: string;
  /** Paths that mark this item as the current area. */
  match: string[];
}

export const NAV_ITEMS: NavItem[] = [
  { key: 'home', label: 'Home', to: '/home', match: ['/home'] },
  {
    key: 'programmes',
    label: 'Programmes',
    to: '/home/folder/1059',
    match: ['/home/folder', '/home/programvideos', '/home/programaudios'],
  },
  {
    key: 'recipes',
    label: 'Recipes',
    to: '/home/recipes',
    match: ['/home/recipes', '/home/mealplan'],
  },
  {
    key: 'playlists',
    label: 'Playlists',
    to: '/home/playlist',
    match: ['/home/playlist', '/home/recommendedplaylist', '/home/videocontent', '/home/videobank'],
  },
  { key: 'breathe', label: 'Breathe', to: '/home/breathe', match: ['/home/breathe'] },
  {
    key: 'planner',
    label: 'Planner',
    to: '/home/dailyplanner',
    match: ['/home/dailyplanner', '/home/graph', '/home/timeline', '/home/caloriescalculator'],
  },
  {
    key: 'community',
    label: 'Community',
    to: '/home/community/list',
    match: ['/home/community'],
  },
  {
    key: 'friends',
    label: 'Friends',
    to: '/home/friends/suggestion',
    match: ['/home/friends', '/home/friendsnearme', '/home/profileview'],
  },
  {
    key: 'live',
    label: 'Live',
    to: '/home/livecalendar',
    match: ['/home/livecalendar', '/home/liveonrwl'],
  },
  {
    key: 'chats',
    label: 'Chats',
    to: '/home/chatlist',
    match: ['/home/chatlist', '/home/message', '/home/groupmessenger'],
  },
  {
    key: 'notifications',
    label: 'Notifications',
    to: '/home/notifications',
    match: ['/home/notifications'],
  },
  { key: 'profile', label: 'Profile', to: '/home/profile', match: ['/home/profile'] },
  { key: 'invite', label: 'Invite friends', to: INVITE_PATH, match: [INVITE_PATH] },
];

/**
 * The rest of RWL a member reads or books (shop, magazine, blog, retreats): listed in the account
 * menu, not in the header's tab list, which is full. Listed only when their route exists.
 */
export const ACCOUNT_MENU_ITEMS: NavItem[] = [
  { key: 'shop', label: 'Shop', to: '/shop', match: ['/shop', '/checkout'] },
  { key: 'magazine', label: 'Magazine', to: '/magazine', match: ['/magazine'] },
  { key: 'blog', label: 'Blog', to: '/blog', match: ['/blog'] },
  { key: 'retreats', label: 'Retreats', to: '/retreats', match: ['/retreats'] },
];

export function accountMenuItems(hasRoute: (path: string) => boolean): NavItem[] {
  return ACCOUNT_MENU_ITEMS.filter((item) => hasRoute(item.to));
}

const TAB_COUNT = 4;

function names(setting: unknown[]): string[] {
  return setting.flatMap((entry) => {
    if (typeof entry === 'string') return [entry.toLowerCase()];
    if (entry && typeof entry === 'object') {
      const record = entry as Record<string, unknown>;
      const name = record.key ?? record.slug ?? record.name ?? record.title;
      return typeof name === 'string' ? [name.toLowerCase()] : [];
    }
    return [];
  });
}

/**
 * Tabs and "More" items. `menu` and `more_menu` name items by key or label; an unknown name is
 * ignored, and items neither names end up in "More". With no settings the first four are tabs.
 * `pinned` (the pinned programme) replaces the default programme link.
 */
export function memberNavigation(
  menu: unknown[],
  moreMenu: unknown[],
  hasRoute: (path: string) => boolean,
  pinned: string | null = null,
): { tabs: NavItem[]; more: NavItem[] } {
  const available = NAV_ITEMS.filter((item) => hasRoute(item.to)).map((item) =>
    item.key === 'programmes' && pinned ? { ...item, to: pinned } : item,
  );
  const byName = (name: string) =>
    available.find((item) => item.key === name || item.label.toLowerCase() === name);
  const wanted = names(menu)
    .map(byName)
    .filter((item): item is NavItem => Boolean(item));
  const tabs = wanted.length ? wanted : available.slice(0, TAB_COUNT);
  const listedMore = names(moreMenu)
    .map(byName)
    .filter((item): item is NavItem => Boolean(item) && !tabs.includes(item as NavItem));
  const rest = available.filter((item) => !tabs.includes(item) && !listedMore.includes(item));
  return { tabs, more: [...listedMore, ...rest] };
}

/** The current area: the item with the longest matching path prefix. */
export function currentArea(pathname: string, items: NavItem[]): string | null {
  let best: { key: string; length: number } | null = null;
  for (const item of items) {
    for (const prefix of item.match) {
      const hit = pathname === prefix || pathname.startsWith(`${prefix}/`);
      if (hit && (!best || prefix.length > best.length))
        best = { key: item.key, length: prefix.length };
    }
  }
  return best?.key ?? null;
}
