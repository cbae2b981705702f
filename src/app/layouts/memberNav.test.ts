import { describe, expect, it } from 'vitest';
import { hasScreen, routeTable } from '../routing/routeTable';
import {
  accountMenuItems,
  currentPlace,
  MAX_DESTINATIONS,
  memberNavigation,
  NAVIGATION,
  type NavGroup,
} from './memberNav';

const all = () => true;
const keys = (groups: { key: string }[]) => groups.map((group) => group.key);
const entryKeys = (groups: { entries: { key: string }[] }[]) =>
  groups.map((group) => group.entries.map((entry) => entry.key));

/**
 * The header links, the phone tab bar and its More, and the account menu before the navigation had
 * groups (issue 31): each of these screens stays within two clicks of the navigation.
 */
const REACHABLE_BEFORE = [
  '/home',
  '/home/folder/1059',
  '/home/recipes',
  '/home/playlist',
  '/home/breathe',
  '/home/dailyplanner',
  '/home/community/list',
  '/home/friends/suggestion',
  '/home/livecalendar',
  '/home/chatlist',
  '/home/profile',
  '/home/invite',
  '/shop',
  '/magazine',
  '/blog',
  '/retreats',
];

describe('the navigation table', () => {
  const entries = NAVIGATION.flatMap((group) => group.entries);

  it('points every entry at a screen of the route table, and every path it marks at a route', () => {
    expect(entries.filter((entry) => !hasScreen(entry.to))).toEqual([]);
    const prefixes = entries.flatMap((entry) => entry.match);
    const unrouted = prefixes.filter(
      (prefix) =>
        !routeTable.some((route) => route.path === prefix || route.path.startsWith(`${prefix}/`)),
    );
    expect(unrouted).toEqual([]);
    // Each entry is marked current on its own screen.
    for (const group of NAVIGATION)
      for (const entry of group.entries)
        expect(currentPlace(entry.to, NAVIGATION)).toEqual({ group: group.key, entry: entry.key });
  });

  it('names each group and entry once', () => {
    const groupKeys = keys(NAVIGATION);
    expect(new Set(groupKeys).size).toBe(groupKeys.length);
    const entryNames = entries.map((entry) => entry.key);
    expect(new Set(entryNames).size).toBe(entryNames.length);
  });

  it('has at most six destinations, grouped: Today, Workouts, Food, Community, Me', () => {
    const groups = memberNavigation([], [], all);
    expect(groups.length).toBeLessThanOrEqual(MAX_DESTINATIONS);
    expect(groups.map((group) => group.label)).toEqual([
      'Today',
      'Workouts',
      'Food',
      'Community',
      'Me',
    ]);
    expect(entryKeys(groups)).toEqual([
      ['home'],
      ['programmes', 'playlists', 'live', 'breathe', 'professionals'],
      ['recipes', 'planner', 'shoppinglists', 'calculator'],
      ['community', 'friends', 'chats'],
      ['profile', 'progress', 'timeline', 'invite', 'giftcards'],
    ]);
    // A group opens its first screen.
    expect(groups.map((group) => group.to)).toEqual(groups.map((group) => group.entries[0]?.to));
  });

  it('keeps every screen reachable before within two clicks: a group, then its screen, or the account menu', () => {
    const twoClicks = [
      ...memberNavigation([], [], all).flatMap((group) => group.entries.map((entry) => entry.to)),
      ...accountMenuItems(all).map((entry) => entry.to),
    ];
    expect(REACHABLE_BEFORE.filter((path) => !twoClicks.includes(path))).toEqual([]);
  });

  it('leaves out an entry whose screen does not exist, and a group left empty', () => {
    const groups = memberNavigation([], [], (path) => path !== '/home/recipes' && path !== '/home');
    expect(keys(groups)).toEqual(['workouts', 'food', 'community', 'me']);
    expect(groups.find((group) => group.key === 'food')?.to).toBe('/home/dailyplanner');
    expect(accountMenuItems((path) => path !== '/blog').map((entry) => entry.key)).toEqual([
      'shop',
      'magazine',
      'retreats',
    ]);
  });

  it('opens the pinned programme from Workouts', () => {
    const workouts = memberNavigation([], [], all, '/home/folder/1061')[1];
    expect(workouts?.to).toBe('/home/folder/1061');
    expect(workouts?.entries[0]?.to).toBe('/home/folder/1061');
  });
});

describe('the menu and more_menu settings', () => {
  it('menu alone chooses the top level, by entry or group, key or label; the rest is under More', () => {
    const groups = memberNavigation(
      ['home', { name: 'Playlists' }, 'nonsense', { slug: 'FOOD' }, 'programmes'],
      [],
      all,
    );
    expect(keys(groups)).toEqual(['today', 'workouts', 'food', 'more']);
    expect(entryKeys(groups).slice(0, 3)).toEqual([
      ['home'],
      ['playlists', 'programmes'],
      ['recipes', 'planner', 'shoppinglists', 'calculator'],
    ]);
    expect(groups[3]?.label).toBe('More');
    expect(groups[3]?.entries.map((entry) => entry.key)).toEqual([
      'live',
      'breathe',
      'professionals',
      'community',
      'friends',
      'chats',
      'profile',
      'progress',
      'timeline',
      'invite',
      'giftcards',
    ]);
  });

  it('more_menu alone moves what it names under More', () => {
    const groups = memberNavigation([], [{ key: 'profile' }, { title: 'Invite friends' }], all);
    expect(keys(groups)).toEqual(['today', 'workouts', 'food', 'community', 'me', 'more']);
    expect(entryKeys(groups)[4]).toEqual(['progress', 'timeline', 'giftcards']);
    expect(entryKeys(groups)[5]).toEqual(['profile', 'invite']);
  });

  it('with both, an entry neither names is not shown', () => {
    const groups = memberNavigation(['home', 'Community'], ['profile', 'home'], all);
    expect(keys(groups)).toEqual(['today', 'community', 'more']);
    expect(entryKeys(groups)).toEqual([['home'], ['community', 'friends', 'chats'], ['profile']]);
  });

  it('never holds more than six destinations: past five groups and More, the last groups join More', () => {
    const group = (key: string): NavGroup => ({
      key,
      label: key.toUpperCase(),
      place: 'main',
      entries: [
        { key: `${key}-screen`, label: `${key} screen`, to: `/${key}`, match: [`/${key}`] },
      ],
    });
    const seven = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map(group);
    expect(keys(memberNavigation([], [], all, null, seven.slice(0, 6)))).toEqual([
      'a',
      'b',
      'c',
      'd',
      'e',
      'f',
    ]);
    const folded = memberNavigation([], [], all, null, seven);
    expect(keys(folded)).toEqual(['a', 'b', 'c', 'd', 'e', 'more']);
    expect(entryKeys(folded)[5]).toEqual(['f-screen', 'g-screen']);
    const withMore = memberNavigation([], ['a-screen'], all, null, seven.slice(0, 6));
    expect(keys(withMore)).toEqual(['b', 'c', 'd', 'e', 'f', 'more']);
    expect(keys(memberNavigation(['g', 'f', 'e', 'd', 'c', 'b'], [], all, null, seven))).toEqual([
      'g',
      'f',
      'e',
      'd',
      'c',
      'more',
    ]);
  });
});

describe('the current place', () => {
  const groups = memberNavigation([], [], all);

  it('is the group and screen with the longest matching path', () => {
    expect(currentPlace('/home', groups)).toEqual({ group: 'today', entry: 'home' });
    expect(currentPlace('/home/folder/1059', groups)).toEqual({
      group: 'workouts',
      entry: 'programmes',
    });
    expect(currentPlace('/home/playlist/6001', groups)?.entry).toBe('playlists');
    expect(currentPlace('/home/profile/upgrade-downgrade', groups)?.entry).toBe('profile');
    expect(currentPlace('/home/graph', groups)).toEqual({ group: 'me', entry: 'progress' });
    expect(currentPlace('/home/community/2/search', groups)?.entry).toBe('community');
    expect(currentPlace('/home/rwlpros/event-info/77', groups)?.entry).toBe('live');
    expect(currentPlace('/home/rwlpros/901', groups)?.entry).toBe('professionals');
    expect(currentPlace('/home/profileview/201', groups)?.entry).toBe('friends');
    expect(currentPlace('/home/shoppinglist/3', groups)?.entry).toBe('shoppinglists');
    expect(currentPlace('/home/shoppinglist', groups)).toEqual({
      group: 'food',
      entry: 'shoppinglists',
    });
  });

  it('marks the home only on the home, and nothing outside the member navigation', () => {
    expect(currentPlace('/home/explore', groups)).toBeNull();
    expect(currentPlace('/faq', groups)).toBeNull();
    expect(currentPlace('/magazine/11/1101', NAVIGATION)).toEqual({
      group: 'account',
      entry: 'magazine',
    });
    expect(currentPlace('/checkout', NAVIGATION)?.entry).toBe('shop');
  });

  it('follows an entry into More', () => {
    const withMore = memberNavigation([], ['breathe'], all);
    expect(currentPlace('/home/breathe', withMore)).toEqual({ group: 'more', entry: 'breathe' });
  });
});
