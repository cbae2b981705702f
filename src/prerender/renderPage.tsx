/**
 * Build-time prerender (scripts/prerender.mjs runs this in Node after the client build): the
 * landing pages and /login are rendered with the app's own route tree, so the browser hydrates
 * the very markup it was served. The headline paints from HTML, before any JavaScript runs.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { appRoutes } from '@/app/router';
import { preparePage } from '@/app/routing/preparePage';
import { findRoute } from '@/app/routing/routeTable';
import { CONFIG_FAMILIES, HOME_VARIANTS, PAGE_SLUGS, PATH_PAGES, loadConfig } from '@/features/landing/configs/registry';
import criticalCss from '@/features/landing/components/landing-critical.css?inline';

export { bootScript } from './bootScript';

export interface PrerenderedPage {
  /** The markup of #root. */
  html: string;
  title: string;
  /** A landing page: robots noindex/nofollow and the landing styles in its head. */
  landing: boolean;
  /** Only for visitors (a stored member session goes elsewhere, so the markup is dropped). */
  guestOnly: boolean;
  /** The source file of a /pages/{slug} config (its chunk is preloaded with the page). */
  configSource: string | null;
}

/** Prerendered at build: the marketing home and its variants, every /pages/{slug} with a config, and /login. */
export function prerenderPaths(): string[] {
  return ['/', ...Object.keys(PATH_PAGES), ...PAGE_SLUGS.map((slug) => `/pages/${slug}`), '/login'];
}

export const landingCriticalCss: string = criticalCss;

function landingKey(pathname: string): string | null {
  if (pathname === '/') return HOME_VARIANTS[0] ?? 'home';
  if (PATH_PAGES[pathname]) return PATH_PAGES[pathname];
  return pathname.startsWith('/pages/') ? pathname.slice('/pages/'.length) : null;
}

export async function renderPage(pathname: string): Promise<PrerenderedPage> {
  const route = findRoute(pathname);
  if (!route) throw new Error(`No route for ${pathname}`);
  const key = landingKey(pathname);
  const config = key ? await loadConfig(key) : null;
  if (key && !config) throw new Error(`No landing config for ${pathname}`);
  const title = config?.pageTitle ?? (await route.load()).title;
  if (!title) throw new Error(`${pathname} names no title for its prerendered copy`);

  await preparePage(pathname);
  const handler = createStaticHandler(appRoutes());
  const context = await handler.query(new Request(`http://localhost${pathname}`));
  if (context instanceof Response) throw new Error(`${pathname} answered ${context.status} when prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
  return {
    html,
    title,
    landing: Boolean(config),
    guestOnly: route.access === 'guest-only',
    configSource: key && pathname.startsWith('/pages/') ? `src/features/landing/configs/${CONFIG_FAMILIES[key]}.ts` : null,
  };
}
