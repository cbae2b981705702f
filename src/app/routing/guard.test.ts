import { describe, expect, it } from 'vitest';
import {
  communityInviteCode,
  decideRoute,
  isHypnoPath,
  isOldInternetExplorer,
  shopRedirectTarget,
  type GuardInput,
} from './guard';
import { shopAddress } from './ShopRedirect';

const chrome =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
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
    expect(
      decideRoute(input({ pathname: '/home/profile', search: '?a=1', access: 'member' })),
    ).toEqual({
      kind: 'redirect',
      to: '/login',
      rememberOrigin: '/home/profile?a=1',
    });
  });

  it('lets a member open a member page', () => {
    expect(
      decideRoute(input({ pathname: '/home', access: 'member', memberLoggedIn: true })),
    ).toEqual({ kind: 'allow' });
  });

  it('sends a logged-in member away from /login and registration paths', () => {
    expect(
      decideRoute(input({ pathname: '/login', access: 'guest-only', memberLoggedIn: true })),
    ).toEqual({ kind: 'redirect', to: '/home' });
    expect(
      decideRoute(input({ pathname: '/registration', access: 'public', memberLoggedIn: true })),
    ).toEqual({ kind: 'redirect', to: '/home' });
    expect(decideRoute(input({ pathname: '/login', access: 'guest-only' }))).toEqual({
      kind: 'allow',
    });
  });

  it('needs the hypno token on hypno paths, and the member token does not open them', () => {
    expect(
      decideRoute(input({ pathname: '/hypno/folder/501', access: 'hypno', memberLoggedIn: true })),
    ).toEqual({
      kind: 'redirect',
      to: '/hypno/login',
    });
    expect(
      decideRoute(input({ pathname: '/hypno/folder/501', access: 'hypno', hypnoLoggedIn: true })),
    ).toEqual({ kind: 'allow' });
    expect(decideRoute(input({ pathname: '/hypno/login', access: 'public' }))).toEqual({
      kind: 'allow',
    });
  });

  it('takes hypno paths by segment, so public pages about hypnobirthing stay public', () => {
    expect(isHypnoPath('/hypno/folder/501')).toBe(true);
    expect(isHypnoPath('/pages/hypnobirthing-course')).toBe(false);
    expect(
      decideRoute(input({ pathname: '/pages/hypnobirthing-course', access: 'public' })),
    ).toEqual({ kind: 'allow' });
  });

  it('does not let the hypno token open member paths', () => {
    expect(
      decideRoute(input({ pathname: '/home', access: 'member', hypnoLoggedIn: true })).kind,
    ).toBe('redirect');
  });

  it('sends unknown paths home when logged in, otherwise to /', () => {
    expect(
      decideRoute(input({ pathname: '/no/such/page', access: null, memberLoggedIn: true })),
    ).toEqual({ kind: 'redirect', to: '/home' });
    expect(decideRoute(input({ pathname: '/no/such/page', access: null }))).toEqual({
      kind: 'redirect',
      to: '/',
    });
  });

  it('sends old Internet Explorer to /unsupported-browser and other browsers back', () => {
    expect(isOldInternetExplorer(ie11)).toBe(true);
    expect(isOldInternetExplorer(chrome)).toBe(false);
    expect(decideRoute(input({ pathname: '/login', userAgent: ie11 }))).toEqual({
      kind: 'redirect',
      to: '/unsupported-browser',
    });
    expect(decideRoute(input({ pathname: '/unsupported-browser', userAgent: ie11 }))).toEqual({
      kind: 'allow',
    });
    expect(decideRoute(input({ pathname: '/unsupported-browser' }))).toEqual({
      kind: 'redirect',
      to: '/',
    });
    expect(decideRoute(input({ pathname: '/unsupported-browser', memberLoggedIn: true }))).toEqual({
      kind: 'redirect',
      to: '/home',
    });
  });

  it('honours the forced redirects', () => {
    expect(decideRoute(input({ pathname: '/faq', forceHome: true }))).toEqual({
      kind: 'redirect',
      to: '/home',
    });
    expect(decideRoute(input({ pathname: '/faq', forceUnsupported: true }))).toEqual({
      kind: 'redirect',
      to: '/unsupported-browser',
    });
  });

  it('recognises the unique community invite link: 11 alphanumerics ending in R8j', () => {
    expect(communityInviteCode('/ab12CD34R8j')).toBe('ab12CD34R8j');
    expect(communityInviteCode('/ab12CD3R8j')).toBeNull();
    expect(communityInviteCode('/ab12CD34R8J')).toBeNull();
    expect(communityInviteCode('/ab12-D34R8j')).toBeNull();
    expect(
      decideRoute(input({ pathname: '/ab12CD34R8j', access: null, memberLoggedIn: true })),
    ).toEqual({
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
    expect(shopRedirectTarget('?shopify=true')).toEqual({ page: 'account' });
    expect(shopRedirectTarget('?shopify=true&product_id=55')).toEqual({
      page: 'account',
      redirectEndpoint: '/pages/checkout/55',
    });
    expect(shopRedirectTarget('?shopify=true&checkout=true')).toEqual({ page: 'checkout' });
    expect(shopRedirectTarget('?shopify=false&checkout=true')).toBeNull();
    expect(
      decideRoute(
        input({
          pathname: '/home',
          access: 'member',
          memberLoggedIn: true,
          search: '?shopify=true&checkout=true',
        }),
      ),
    ).toEqual({
      kind: 'shop',
      target: { page: 'checkout' },
    });
    expect(shopAddress({ page: 'account', redirectEndpoint: '/pages/checkout/55' }, 'tok 1')).toBe(
      'https://shop.rwl.app/account?redirect_endpoint=%2Fpages%2Fcheckout%2F55&token=tok+1',
    );
    expect(shopAddress({ page: 'checkout' }, 'tok')).toBe(
      'https://shop.rwl.app/checkout?token=tok',
    );
  });

  it('takes only a numeric product id, so a link cannot add a redirect away from the shop', () => {
    const address = (search: string) => {
      const target = shopRedirectTarget(search);
      if (!target) throw new Error(`no shop target for ${search}`);
      return new URL(shopAddress(target, 'secret-token'));
    };
    const smuggled = address(
      '?shopify=true&product_id=7001%26redirect_endpoint%3Dhttps%3A%2F%2Fevil.example%2F%23',
    );
    for (const url of [
      smuggled,
      address('?shopify=true&product_id=../../../evil'),
      address('?shopify=true&product_id=7001/../../evil'),
      address('?shopify=true&product_id=-1'),
    ]) {
      expect(url.origin).toBe('https://shop.rwl.app');
      expect(url.pathname).toBe('/account');
      expect(url.searchParams.getAll('redirect_endpoint')).toEqual([]);
      // The token stays a parameter of the shop's address, never a fragment.
      expect(url.searchParams.get('token')).toBe('secret-token');
      expect(url.hash).toBe('');
    }
    expect(
      address('?shopify=true&product_id=7001').searchParams.getAll('redirect_endpoint'),
    ).toEqual(['/pages/checkout/7001']);
  });
});
