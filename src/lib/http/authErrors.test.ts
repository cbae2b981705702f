import { afterEach, describe, expect, it } from 'vitest';
import { authSession } from '../auth/session';
import { registerNavigate } from '../navigation';
import { handleAuthFailure } from './authErrors';
import { UNAUTHORIZED_MESSAGE } from './envelope';

describe("'Unauthorized Access!' replies", () => {
  const visited: string[] = [];
  registerNavigate((path) => visited.push(path));
  afterEach(() => {
    visited.length = 0;
    authSession.clearMember();
    window.history.replaceState({}, '', '/');
  });

  it('send a signed-in member to /login, remembering the page', () => {
    authSession.saveMember('token-1', 102);
    window.history.replaceState({}, '', '/home/recipes');
    expect(handleAuthFailure(UNAUTHORIZED_MESSAGE, 0, 'member')).toBe(true);
    expect(visited).toEqual(['/login']);
    expect(authSession.memberToken()).toBeNull();
  });

  it('do nothing once the member has logged out, or while logging out', () => {
    window.history.replaceState({}, '', '/');
    expect(handleAuthFailure(UNAUTHORIZED_MESSAGE, 0, 'member')).toBe(true);
    authSession.saveMember('token-2', 102);
    window.history.replaceState({}, '', '/logout');
    expect(handleAuthFailure(UNAUTHORIZED_MESSAGE, 0, 'member')).toBe(true);
    expect(visited).toEqual([]);
  });
});
