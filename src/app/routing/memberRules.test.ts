import { describe, expect, it } from 'vitest';
import { BLOCKED_SCREEN_REDIRECT, blockedRouteDecision, isBlockedRoute } from './memberRules';
import { findRoute } from './routeTable';

describe('blocked screens (the member’s unauthorized list)', () => {
  it('refuses a screen of the list opened by its address, by any of its screen names, in any case', () => {
    const folder = findRoute('/home/folder/1060');
    expect(isBlockedRoute(folder, ['Folder'])).toBe(true);
    expect(blockedRouteDecision(folder, ['folder'])).toEqual({
      kind: 'redirect',
      to: BLOCKED_SCREEN_REDIRECT,
    });
    expect(blockedRouteDecision(findRoute('/home'), [' dashboard '])).toEqual({
      kind: 'redirect',
      to: BLOCKED_SCREEN_REDIRECT,
    });
  });

  it('lets other screens open, and never sends a blocked upgrade page to itself', () => {
    expect(blockedRouteDecision(findRoute('/home/folder/1060'), ['recipe'])).toBeNull();
    expect(blockedRouteDecision(findRoute('/home/chatlist'), ['folder'])).toBeNull();
    expect(blockedRouteDecision(findRoute('/home/profile/upgrade-downgrade'), ['upgrade'])).toEqual(
      { kind: 'redirect', to: '/home' },
    );
    expect(blockedRouteDecision(null, ['folder'])).toBeNull();
  });
});
