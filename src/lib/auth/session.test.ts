import { describe, expect, it } from 'vitest';
import Cookies from 'js-cookie';
import { authSession } from './session';
import { foodSocketHost, FOOD_SOCKET_HOSTS } from '../realtime/hosts';

describe('stored authorisation', () => {
  it('drops the stored member token when the registration-login cookie is present', () => {
    authSession.saveMember('member.abc', 102);
    authSession.applyRegistrationLoginCookie();
    expect(authSession.isLoggedIn()).toBe(true);
    Cookies.set('registration_login', '1');
    authSession.applyRegistrationLoginCookie();
    expect(authSession.isLoggedIn()).toBe(false);
    expect(authSession.memberUserId()).toBeNull();
    Cookies.remove('registration_login');
  });

  it('keeps member and hypno tokens apart', () => {
    authSession.saveHypno('hypno.xyz', 501);
    expect(authSession.isLoggedIn()).toBe(false);
    expect(authSession.hypnoToken()).toBe('hypno.xyz');
    authSession.clearHypno();
    expect(authSession.hypnoToken()).toBeNull();
  });

  it('remembers the page to return to once', () => {
    authSession.rememberRedirect('/home/profile?x=1');
    expect(authSession.takeRedirect()).toBe('/home/profile?x=1');
    expect(authSession.takeRedirect()).toBeNull();
  });

  it('never returns to another site after logging in', () => {
    for (const path of ['/\\evil.example/phish', '//evil.example', 'https://evil.example']) {
      authSession.rememberRedirect(path);
      expect(authSession.takeRedirect()).toBeNull();
    }
  });
});

describe('food socket host', () => {
  it('is chosen by the page hostname unless configured', () => {
    expect(foodSocketHost('rwl.app')).toBe(FOOD_SOCKET_HOSTS.production);
    expect(foodSocketHost('localhost')).toBe(FOOD_SOCKET_HOSTS.development);
    expect(foodSocketHost('localhost', 'wss://configured')).toBe('wss://configured');
  });
});
