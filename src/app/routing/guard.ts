import { safeDecode } from '@/lib/url';
import type { RouteAccess } from './types';

/**
 * Route values (path segments, query values) are decoded here, never with a bare
 * decodeURIComponent: a malformed escape such as `%E0%A4%A` or `%%%` gives null, which a page
 * shows as "not found", instead of throwing into the error screen.
 */
export const decodeRouteValue = safeDecode;

export interface GuardInput {
  pathname: string;
  search: string;
  /** Access of the matched route; null when no route matches. */
  access: RouteAccess | null;
  memberLoggedIn: boolean;
  hypnoLoggedIn: boolean;
  userAgent: string;
  /** Flags (e.g. from the server) that force a redirect. */
  forceHome?: boolean;
  forceUnsupported?: boolean;
}

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string; rememberOrigin?: string }
  | { kind: 'shop'; target: ShopTarget }
  | { kind: 'community-invite'; code: string };

export const UNSUPPORTED_BROWSER_PATH = '/unsupported-browser';

/** Old Internet Explorer (10 and below, and 11). */
export function isOldInternetExplorer(userAgent: string): boolean {
  return /MSIE \d|Trident\/\d/.test(userAgent);
}

/** A path of 11 alphanumeric characters ending in R8j: a unique community invite link. */
export function communityInviteCode(pathname: string): string | null {
  const match = /^\/([A-Za-z0-9]{8}R8j)\/?$/.exec(pathname);
  return match?.[1] ?? null;
}

/** Where a shopify=true link sends the member in the external shop. */
export interface ShopTarget {
  page: 'account' | 'checkout';
  /** With a product: the shop page the account page goes on to (/pages/checkout/{product_id}). */
  redirectEndpoint?: string;
}

/**
 * shopify=true sends the user to the external shop: to 'account' by default; to 'account' with
 * redirect_endpoint=/pages/checkout/{product_id} with a product id; to 'checkout' when checkout
 * is true without a product id. A product id is a number: anything else (a second parameter
 * smuggled in with %26, a path such as ../../evil) counts as no product id.
 */
export function shopRedirectTarget(search: string): ShopTarget | null {
  const query = new URLSearchParams(search);
  if (query.get('shopify') !== 'true') return null;
  const productId = query.get('product_id') ?? '';
  if (/^\d{1,12}$/.test(productId))
    return { page: 'account', redirectEndpoint: `/pages/checkout/${productId}` };
  if (query.get('checkout') === 'true') return { page: 'checkout' };
  return { page: 'account' };
}

/**
 * Paths of the hypnotherapy area (/hypno/...) need the hypno token. Matched by path segment, so
 * a public page such as /pages/hypnobirthing-course is not taken for one.
 */
export function isHypnoPath(pathname: string): boolean {
  return pathname.toLowerCase().split('/').includes('hypno');
}

/** Paths with 'registration' or /login send a logged-in member home. */
export function isGuestOnlyPath(pathname: string): boolean {
  return (
    pathname.includes('registration') || pathname === '/login' || pathname.startsWith('/login/')
  );
}

/** The guards of spec 1 §2, as one pure decision. */
export function decideRoute(input: GuardInput): GuardDecision {
  const { pathname, search, access, memberLoggedIn, hypnoLoggedIn } = input;
  const home = '/home';

  const oldIe = isOldInternetExplorer(input.userAgent);
  if ((oldIe || input.forceUnsupported) && pathname !== UNSUPPORTED_BROWSER_PATH) {
    return { kind: 'redirect', to: UNSUPPORTED_BROWSER_PATH };
  }
  if (!oldIe && !input.forceUnsupported && pathname === UNSUPPORTED_BROWSER_PATH) {
    return { kind: 'redirect', to: memberLoggedIn ? home : '/' };
  }

  const shop = shopRedirectTarget(search);
  if (shop) return { kind: 'shop', target: shop };

  if (input.forceHome && pathname !== home) return { kind: 'redirect', to: home };

  if (isHypnoPath(pathname)) {
    if (pathname.startsWith('/hypno/login')) return { kind: 'allow' };
    return hypnoLoggedIn ? { kind: 'allow' } : { kind: 'redirect', to: '/hypno/login' };
  }

  if (access === null) {
    const code = communityInviteCode(pathname);
    if (code) {
      return memberLoggedIn
        ? { kind: 'community-invite', code }
        : { kind: 'redirect', to: '/login', rememberOrigin: pathname + search };
    }
    return { kind: 'redirect', to: memberLoggedIn ? home : '/' };
  }

  if (access === 'member' && !memberLoggedIn) {
    return { kind: 'redirect', to: '/login', rememberOrigin: pathname + search };
  }
  if ((access === 'guest-only' || isGuestOnlyPath(pathname)) && memberLoggedIn) {
    return { kind: 'redirect', to: home };
  }
  return { kind: 'allow' };
}
