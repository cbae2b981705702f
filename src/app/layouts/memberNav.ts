import { INVITE_PATH } from '@/features/invite';

/**
 * The member navigation, as data: ONE table of groups, each with its screens. The `main` groups
 * are the header's and the phone tab bar's destinations (at most six), each group's screens its
 * second level; the `account` group is the account menu's "More from RWL". An entry is shown only
 * when its route exists (the route table), and the spec's `menu` and `more_menu` settings choose
 * among them (memberNavigation).
 */
export interface NavEntry {
  key: string;
  label: string;
  to: string;
  /** Paths that mark this entry as the current place: the path and the paths below it. */
  match: string[];
  /** Only the paths themselves, not those below them (the home: every member path is below it). */
  end?: boolean;
}

export interface NavGroup {
  key: string;
  label: string;
  place: 'main' | 'account';
  entries: NavEntry[];
}

export const NAVIGATION: NavGroup[] = [
  {
    key: 'today',
    label: 'Today',
    place: 'main',
    entries: [
      { key: 'home', label: 'Home', to: '/home', match: ['/home', '/home/home2'], end: true },
    ],
  },
  {
    key: 'workouts',
    label: 'Workouts',
    place: 'main',
    entries: [
      {
        key: 'programmes',
        label: 'Programmes',
        to: '/home/folder/1059',
        match: ['/home/folder', '/home/programvideos', '/home/programaudios'],
      },
      {
        key: 'playlists',
        label: 'Playlists',
        to: '/home/playlist',
        match: [
          '/home/playlist',
          '/home/recommendedplaylist',
          '/home/videocontent',
          '/home/videobank',
        ],
      },
      {
        key: 'live',
        label: 'Live',
        to: '/home/livecalendar',
        match: [
          '/home/livecalendar',
          '/home/liveonrwl',
          '/home/rwlpros/event-info',
          '/home/rwlpros/zoommeeting',
        ],
      },
      { key: 'breathe', label: 'Breathe', to: '/home/breathe', match: ['/home/breathe'] },
      {
        key: 'professionals',
        label: 'Professionals',
        to: '/home/rwlpros',
        match: [
          '/home/rwlpros',
          '/home/rwlprosclasscalendar',
          '/rwl-coaches/viewbasket',
          '/rwl-coaches/thankyou',
          '/check-class',
          '/check-session',
        ],
      },
    ],
  },
  {
    key: 'food',
    label: 'Food',
    place: 'main',
    entries: [
      {
        key: 'recipes',
        label: 'Recipes',
        to: '/home/recipes',
        match: ['/home/recipes', '/home/mealplan'],
      },
      {
        key: 'planner',
        label: 'Planner',
        to: '/home/dailyplanner',
        match: ['/home/dailyplanner'],
      },
      {
        key: 'shoppinglists',
        label: 'Shopping lists',
        to: '/home/shoppinglist',
        match: ['/home/shoppinglist'],
      },
      {
        key: 'calculator',
        label: 'Calorie calculator',
        to: '/home/caloriescalculator',
        match: ['/home/caloriescalculator'],
      },
    ],
  },
  {
    key: 'community',
    label: 'Community',
    place: 'main',
    entries: [
      {
        key: 'community',
        label: 'Communities',
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
        key: 'chats',
        label: 'Chats',
        to: '/home/chatlist',
        match: [
          '/home/chatlist',
          '/home/message',
          '/home/messenger',
          '/home/groupmessenger',
          '/home/new',
          '/home/create',
          '/home/searchbutton',
          '/verifycommunitygrouplink',
        ],
      },
    ],
  },
  {
    key: 'me',
    label: 'Me',
    place: 'main',
    entries: [
      {
        key: 'profile',
        label: 'Profile',
        to: '/home/profile',
        match: ['/home/profile', '/home/upgrade-downgrade', '/home/retake-signup-quiz'],
      },
      { key: 'progress', label: 'Progress', to: '/home/graph', match: ['/home/graph'] },
      { key: 'timeline', label: 'Timeline', to: '/home/timeline', match: ['/home/timeline'] },
      { key: 'invite', label: 'Invite friends', to: INVITE_PATH, match: [INVITE_PATH] },
      { key: 'giftcards', label: 'Gift cards', to: '/home/giftcards', match: ['/home/giftcards'] },
    ],
  },
  {
    key: 'account',
    label: 'More from RWL',
    place: 'account',
    entries: [
      { key: 'shop', label: 'Shop', to: '/shop', match: ['/shop', '/checkout', '/order'] },
      { key: 'magazine', label: 'Magazine', to: '/magazine', match: ['/magazine'] },
      { key: 'blog', label: 'Blog', to: '/blog', match: ['/blog'] },
      { key: 'retreats', label: 'Retreats', to: '/retreats', match: ['/retreats'] },
    ],
  },
];

/** The header and the tab bar hold at most this many destinations. */
export const MAX_DESTINATIONS = 6;

/** A destination of the header and the tab bar: a group, opening its first screen. */
export interface ShownGroup {
  key: string;
  label: string;
  to: string;
  entries: NavEntry[];
}

/** The group the `more_menu` setting fills. */
const MORE = { key: 'more', label: 'More' };

/** The account menu's "More from RWL": its entries whose screen exists. */
export function accountMenuItems(hasRoute: (path: string) => boolean): NavEntry[] {
  return NAVIGATION.filter((group) => group.place === 'account').flatMap((group) =>
    group.entries.filter((entry) => hasRoute(entry.to)),
  );
}

function names(setting: unknown[]): string[] {
  return setting.flatMap((entry) => {
    if (typeof entry === 'string') return [entry.trim().toLowerCase()];
    if (entry && typeof entry === 'object') {
      const record = entry as Record<string, unknown>;
      const name = record.key ?? record.slug ?? record.name ?? record.title;
      return typeof name === 'string' ? [name.trim().toLowerCase()] : [];
    }
    return [];
  });
}

function named(group: { key: string; label: string }, name: string): boolean {
  return group.key === name || group.label.toLowerCase() === name;
}

function shown(key: string, label: string, entries: NavEntry[]): ShownGroup[] {
  const first = entries[0];
  return first ? [{ key, label, to: first.to, entries }] : [];
}

/**
 * The header's and the tab bar's destinations, each with its screens. With no settings: the main
 * groups of the table. `menu` names what the top level holds, and `more_menu` what a last group
 * "More" holds; each names entries or whole groups, by key or label, and an unknown name is
 * ignored. With `menu` alone, the entries it leaves out go under More; with `more_menu` alone,
 * they stay in their groups; with both, an entry neither names is not shown. The pinned programme
 * (`pinned`) replaces the default programme. Never more than six: past that, the last groups join
 * More.
 */
export function memberNavigation(
  menu: unknown[],
  moreMenu: unknown[],
  hasRoute: (path: string) => boolean,
  pinned: string | null = null,
  table: NavGroup[] = NAVIGATION,
): ShownGroup[] {
  const groups = table
    .filter((group) => group.place === 'main')
    .map((group) => ({
      ...group,
      entries: group.entries
        .filter((entry) => hasRoute(entry.to))
        .map((entry) => (entry.key === 'programmes' && pinned ? { ...entry, to: pinned } : entry)),
    }));
  const all = groups.flatMap((group) => group.entries);
  const pick = (setting: unknown[]): NavEntry[] => {
    const picked = names(setting).flatMap(
      (name) =>
        groups.find((group) => named(group, name))?.entries ??
        all.filter((entry) => named(entry, name)),
    );
    return [...new Set(picked)];
  };
  const top = pick(menu);
  const more = pick(moreMenu).filter((entry) => !top.includes(entry));
  const topEntries = top.length ? top : all.filter((entry) => !more.includes(entry));
  // `menu` alone: what it leaves out goes under More.
  const menuAlone = top.length > 0 && more.length === 0;
  const moreEntries = menuAlone ? all.filter((entry) => !top.includes(entry)) : more;

  // Top-level groups in the order `menu` first names them; each keeps the order of its entries.
  const order = top.length ? topEntries : all;
  const topGroups = groups
    .filter((group) => group.entries.some((entry) => topEntries.includes(entry)))
    .sort(
      (a, b) =>
        order.findIndex((entry) => a.entries.includes(entry)) -
        order.findIndex((entry) => b.entries.includes(entry)),
    )
    .flatMap((group) =>
      shown(
        group.key,
        group.label,
        order.filter((entry) => group.entries.includes(entry) && topEntries.includes(entry)),
      ),
    );
  // At most six destinations: past that, the groups from the sixth on join More.
  if (!moreEntries.length && topGroups.length <= MAX_DESTINATIONS) return topGroups;
  const kept = topGroups.slice(0, MAX_DESTINATIONS - 1);
  const folded = topGroups.slice(MAX_DESTINATIONS - 1).flatMap((group) => group.entries);
  return [...kept, ...shown(MORE.key, MORE.label, [...folded, ...moreEntries])];
}

/** Where the member is: the group and entry with the longest path matching the current one. */
export function currentPlace(
  pathname: string,
  groups: { key: string; entries: NavEntry[] }[],
): { group: string; entry: string } | null {
  let best: { group: string; entry: string; length: number } | null = null;
  for (const group of groups) {
    for (const entry of group.entries) {
      for (const prefix of entry.match) {
        const hit = pathname === prefix || (!entry.end && pathname.startsWith(`${prefix}/`));
        if (hit && (!best || prefix.length > best.length))
          best = { group: group.key, entry: entry.key, length: prefix.length };
      }
    }
  }
  return best && { group: best.group, entry: best.entry };
}
