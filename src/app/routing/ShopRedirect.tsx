import { useEffect, useState } from 'react';
import { Spinner } from '@/ui/Spinner';
import { ErrorState } from '@/ui/ErrorState';
import type { ShopTarget } from './guard';
import { failureMessage } from '@/lib/failureMessage';

export const SHOP_BASE_URL = 'https://shop.rwl.app';

/**
 * The shop address a member is sent to, built with URL and URLSearchParams (never by joining
 * strings): the page, its redirect_endpoint and the login token, each one parameter.
 */
export function shopAddress(target: ShopTarget, token: string): string {
  const url = new URL(target.page, `${SHOP_BASE_URL}/`);
  if (target.redirectEndpoint) url.searchParams.set('redirect_endpoint', target.redirectEndpoint);
  if (token) url.searchParams.set('token', token);
  return url.href;
}

/**
 * Sends the user to the external shop with a login token (shopify=true links). It runs outside
 * the store (before any layout), so it asks through the shared request helper; the request and
 * its reply schema are described once in shopToken.ts.
 */
export function ShopRedirect({ target }: { target: ShopTarget }) {
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    void (async () => {
      try {
        const [{ apiRequest }, { shopTokenRequest }] = await Promise.all([
          import('@/lib/api/request'),
          import('./shopToken'),
        ]);
        const { data } = await apiRequest(shopTokenRequest);
        if (cancelled) return;
        window.location.assign(shopAddress(target, data.token));
      } catch (failure) {
        if (!cancelled) setError(failureMessage(failure, 'The shop could not be opened.'));
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [target]);
  return (
    <main className="page page--narrow">
      {error ? <ErrorState message={error} /> : <Spinner label="Opening the shop" />}
    </main>
  );
}
