import type { LandingConfig } from './model';
import type { PricesLoad } from './prices';

/**
 * What a served landing page carries for its takeover (src/prerender writes it, the served
 * landing entry reads it): the config it shows (configs are data), the address it was built for,
 * and the price blocks as the plan catalogue answered at build time.
 */
export interface ServedLandingData {
  /** The page's config, as data: the page needs no config module to be taken over. */
  config: LandingConfig;
  pathname: string;
  prices: Record<string, PricesLoad>;
}

/** The id of the JSON script element holding a served landing page's data. */
export const SERVED_LANDING_DATA_ID = 'rwl-landing-data';

function isPricesLoad(value: unknown): value is PricesLoad {
  if (typeof value !== 'object' || value === null) return false;
  const load = value as { status?: unknown; cards?: unknown; message?: unknown };
  return (
    (load.status === 'ready' && Array.isArray(load.cards)) ||
    (load.status === 'error' && typeof load.message === 'string')
  );
}

/** The served page's data, or null when the page has none or it cannot be read. */
export function readServedLandingData(): ServedLandingData | null {
  const text = document.getElementById(SERVED_LANDING_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as Partial<ServedLandingData>;
    if (typeof data.pathname !== 'string' || typeof data.config?.pageTitle !== 'string')
      return null;
    const prices = Object.fromEntries(
      Object.entries(data.prices ?? {}).filter(([, load]) => isPricesLoad(load)),
    ) as Record<string, PricesLoad>;
    return { config: data.config, pathname: data.pathname, prices };
  } catch {
    return null;
  }
}
