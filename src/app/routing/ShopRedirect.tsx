import { useEffect, useState } from 'react';
import { Spinner } from '@/ui/Spinner';
import { ErrorState } from '@/ui/ErrorState';

export const SHOP_BASE_URL = 'https://shop.rwl.app';

/**
 * Sends the user to the external shop with a login token (shopify=true links). It runs outside
 * the store (before any layout), so it asks through the shared request helper; the request and
 * its reply schema are described once in shopToken.ts.
 */
export function ShopRedirect({ target }: { target: string }) {
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
        const token = data.token;
        if (cancelled) return;
        const separator = target.includes('?') ? '&' : '?';
        window.location.assign(
          `${SHOP_BASE_URL}/${target}${token ? `${separator}token=${encodeURIComponent(token)}` : ''}`,
        );
      } catch (failure) {
        if (!cancelled)
          setError(failure instanceof Error ? failure.message : 'The shop could not be opened.');
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
