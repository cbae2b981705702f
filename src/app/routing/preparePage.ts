import { findRoute } from './routeTable';

/**
 * Loads the page module of `pathname` and whatever it needs for its first render, so a
 * prerendered page renders (and hydrates) the same markup straight away.
 */
export async function preparePage(pathname: string): Promise<void> {
  const entry = findRoute(pathname);
  if (!entry) return;
  const page = await entry.load();
  await page.prepare?.(pathname);
}
