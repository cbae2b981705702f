import type { LandingConfig } from './model';
import type { PricesLoad } from './prices';

/**
 * What a served landing page is taken over with (src/prerender writes it, the served landing
 * entry reads it): the config it shows (configs are data), the address it was built for,
 * and the price blocks as the plan catalogue answered at build time.
 */
export interface ServedLandingData {
  /** The page's config, as data: the page needs no config module to be taken over. */
  config: LandingConfig;
  pathname: string;
  prices: Record<string, PricesLoad>;
}

/**
 * Where a served landing page's data is: a file beside its HTML (scripts/prerender.mjs), not in
 * it, so the page itself stays within the first round trip of a phone's connection.
 */
export function servedLandingDataPath(pathname: string): string {
  const path = pathname.replace(/\/+$/, '') || '/';
  return `/served${path === '/' ? '/index' : path}.json`;
}

function isPricesLoad(value: unknown): value is PricesLoad {
  if (typeof value !== 'object' || value === null) return false;
  const load = value as { status?: unknown; cards?: unknown; message?: unknown };
  return (
    (load.status === 'ready' && Array.isArray(load.cards)) ||
    (load.status === 'error' && typeof load.message === 'string')
  );
}

/** The data as the build wrote it, or null when it cannot be read. */
export function readServedLandingData(json: unknown): ServedLandingData | null {
  if (typeof json !== 'object' || json === null) return null;
  const data = json as Partial<ServedLandingData>;
  if (typeof data.pathname !== 'string' || typeof data.config?.pageTitle !== 'string') return null;
  const prices = Object.fromEntries(
    Object.entries(data.prices ?? {}).filter(([, load]) => isPricesLoad(load)),
  ) as Record<string, PricesLoad>;
  return { config: data.config, pathname: data.pathname, prices };
}

/** The served page's data (the boot script preloads it with the code), or null. */
export async function loadServedLandingData(): Promise<ServedLandingData | null> {
  try {
    const response = await fetch(servedLandingDataPath(window.location.pathname));
    return response.ok ? readServedLandingData(await response.json()) : null;
  } catch {
    return null;
  }
}
