import { describe, expect, it } from 'vitest';
import { communityInviteCode, decideRoute, isHypnoPath, isOldInternetExplorer, shopRedirectTarget, type GuardInput } from './guard';

const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
const ie11 = 'Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko';

function input(overrides: Partial<GuardInput>): GuardInput {
  return {
    pathname: '/',
    search: '',
    access: 'public',
    memberLoggedIn: false,
    hypnoLoggedIn: false,
    userAgent: chrome,
    ...overrides,
  };
}

describe('route guards', () => {
  it('sends a visitor on a member page to /login and remembers the page', () => {
    expect(decideRoute(input({ pathname: '/home/profile', search: '?a=1', access: 'member' }))).toEqual({
      kind: 'redirect',
      to: '/login',
      rememberOrigin: '/home/profile?a=1',
    });
  });

  it('lets a member open a member page', () => {
    expect(decideRoute(input({ pathname: '/home', access: 'member', memberLoggedIn: true }))).toEqual({ kind: 'allow' });
  });

  it('sends a logged-in member away from /login and registration paths', () => {
    expect(decideRoute(input({ pathname: '/login', access: 'guest-only', memberLoggedIn: true }))).toEqual({ kind: 'redirect', to: '/home' });
    expect(decideRoute(input({ pathname: '/registration', access: 'public', memberLoggedIn: true }))).toEqual({ kind: 'redirect', to: '/home' });
    expect(decideRoute(input({ pathname: '/login', access: 'guest-only' }))).toEqual({ kind: 'allow' });
  });

  it('needs the hypno token on hypno paths, and the member token does not open them', () => {
    expect(decideRoute(input({ pathname: '/hypno/folder/501', access: 'hypno', memberLoggedIn: true }))).toEqual({
      kind: 'redirect',
      to: '/hypno/login',
    });
    expect(decideRoute(input({ pathname: '/hypno/folder/501', access: 'hypno', hypnoLoggedIn: true }))).toEqual({ kind: 'allow' });
    expect(decideRoute(input({ pathname: '/hypno/login', access: 'public' }))).toEqual({ kind: 'allow' });
  });

  it('takes hypno paths by segment, so public pages about hypnobirthing stay public', () => {
    expect(isHypnoPath('/hypno/folder/501')).toBe(true);
    expect(isHypnoPath('/pages/hypnobirthing-course')).toBe(false);
    expect(decideRoute(input({ pathname: '/pages/hypnobirthing-course', access: 'public' }))).toEqual({ kind: 'allow' });
  });

  it('does not let the hypno token open member paths', () => {
    expect(decideRoute(input({ pathname: '/home', access: 'member', hypnoLoggedIn: true })).kind).toBe('redirect');
  });

  it('sends unknown paths home when logged in, otherwise to /', () => {
    expect(decideRoute(input({ pathname: '/no/such/page', access: null, memberLoggedIn: true }))).toEqual({ kind: 'redirect', to: '/home' });
    expect(decideRoute(input({ pathname: '/no/such/page', access: null }))).toEqual({ kind: 'redirect', to: '/' });
  });

  it('sends old Internet Explorer to /unsupported-browser and other browsers back', () => {
    expect(isOldInternetExplorer(ie11)).toBe(true);
    expect(isOldInternetExplorer(chrome)).toBe(false);
    expect(decideRoute(input({ pathname: '/login', userAgent: ie11 }))).toEqual({ kind: 'redirect', to: '/unsupported-browser' });
    expect(decideRoute(input({ pathname: '/unsupported-browser', userAgent: ie11 }))).toEqual({ kind: 'allow' });
    expect(decideRoute(input({ pathname: '/unsupported-browser' }))).toEqual({ kind: 'redirect', to: '/' });
    expect(decideRoute(input({ pathname: '/unsupported-browser', memberLoggedIn: true }))).toEqual({ kind: 'redirect', to: '/home' });
  });

  it('honours the forced redirects', () => {
    expect(decideRoute(input({ pathname: '/faq', forceHome: true }))).toEqual({ kind: 'redirect', to: '/home' });
    expect(decideRoute(input({ pathname: '/faq', forceUnsupported: true }))).toEqual({ kind: 'redirect', to: '/unsupported-browser' });
  });

  it('recognises the unique community invite link: 11 alphanumerics ending in R8j', () => {
    expect(communityInviteCode('/ab12CD34R8j')).toBe('ab12CD34R8j');
    expect(communityInviteCode('/ab12CD3R8j')).toBeNull();
    expect(communityInviteCode('/ab12CD34R8J')).toBeNull();
    expect(communityInviteCode('/ab12-D34R8j')).toBeNull();
    expect(decideRoute(input({ pathname: '/ab12CD34R8j', access: null, memberLoggedIn: true }))).toEqual({
      kind: 'community-invite',
      code: 'ab12CD34R8j',
    });
    expect(decideRoute(input({ pathname: '/ab12CD34R8j', access: null }))).toEqual({
      kind: 'redirect',
      to: '/login',
      rememberOrigin: '/ab12CD34R8j',
    });
  });

  it('sends shopify=true links to the shop target', () => {
    expect(shopRedirectTarget('?shopify=true')).toBe('account');
    expect(shopRedirectTarget('?shopify=true&product_id=55')).toBe('account?redirect_endpoint=/pages/checkout/55');
    expect(shopRedirectTarget('?shopify=true&checkout=true')).toBe('checkout');
    expect(shopRedirectTarget('?shopify=false&checkout=true')).toBeNull();
    expect(decideRoute(input({ pathname: '/home', access: 'member', memberLoggedIn: true, search: '?shopify=true&checkout=true' }))).toEqual({
      kind: 'shop',
      target: 'checkout',
    });
  });
});
