import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MENU_ITEMS,
  accountMenuItems,
  currentArea,
  memberNavigation,
  NAV_ITEMS,
} from './memberNav';

const all = () => true;

describe('member navigation', () => {
  it('lists only areas whose screen exists, four as tabs', () => {
    const { tabs, more } = memberNavigation([], [], (path) => path !== '/home/recipes');
    expect(tabs.map((item) => item.key)).toEqual(['home', 'programmes', 'playlists', 'breathe']);
    expect(more.map((item) => item.key)).not.toContain('recipes');
  });
  it('follows the menu and more_menu settings', () => {
    const { tabs, more } = memberNavigation(
      ['home', { name: 'Playlists' }, 'nonsense'],
      [{ slug: 'profile' }],
      all,
    );
    expect(tabs.map((item) => item.key)).toEqual(['home', 'playlists']);
    expect(more[0]?.key).toBe('profile');
    expect(more).toHaveLength(NAV_ITEMS.length - 2);
  });
  it('links the pinned programme', () => {
    expect(memberNavigation([], [], all, '/home/folder/1061').tabs[1]?.to).toBe(
      '/home/folder/1061',
    );
  });
  it('marks the current area by the longest prefix', () => {
    expect(currentArea('/home', NAV_ITEMS)).toBe('home');
    expect(currentArea('/home/folder/1059', NAV_ITEMS)).toBe('programmes');
    expect(currentArea('/home/playlist/6001', NAV_ITEMS)).toBe('playlists');
    expect(currentArea('/home/profile/upgrade-downgrade', NAV_ITEMS)).toBe('profile');
    expect(currentArea('/home/graph', NAV_ITEMS)).toBe('planner');
    expect(currentArea('/home/community/2/search', NAV_ITEMS)).toBe('community');
    expect(currentArea('/home/liveonrwl', NAV_ITEMS)).toBe('live');
    expect(currentArea('/home/profileview/201', NAV_ITEMS)).toBe('friends');
    expect(currentArea('/faq', NAV_ITEMS)).toBeNull();
  });
});

describe('the account menu', () => {
  it('links the shop, the magazine, the blog and retreats, leaving the header tabs as they were', () => {
    expect(accountMenuItems(all).map((item) => [item.label, item.to])).toEqual([
      ['Shop', '/shop'],
      ['Magazine', '/magazine'],
      ['Blog', '/blog'],
      ['Retreats', '/retreats'],
    ]);
    const { tabs, more } = memberNavigation([], [], all);
    expect([...tabs, ...more]).toHaveLength(NAV_ITEMS.length);
    expect(accountMenuItems((path) => path !== '/blog').map((item) => item.key)).not.toContain(
      'blog',
    );
    expect(currentArea('/magazine/11/1101', ACCOUNT_MENU_ITEMS)).toBe('magazine');
    expect(currentArea('/checkout', ACCOUNT_MENU_ITEMS)).toBe('shop');
  });
});
