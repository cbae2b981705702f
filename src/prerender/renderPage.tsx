/**
 * Build-time prerender (scripts/prerender.mjs runs this in Node after the client build): the
 * landing pages and /login are rendered with the app's own route tree, so the browser hydrates
 * the very markup it was served. The headline paints from HTML, before any JavaScript runs.
 */
import { StrictMode } from 'react';
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { getResponse, RequestHandler } from 'msw';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { appRoutes } from '@/app/router';
import { preparePage } from '@/app/routing/preparePage';
import { findRoute } from '@/app/routing/routeTable';
import {
  CONFIG_FAMILIES,
  HOME_VARIANTS,
  PAGE_SLUGS,
  PATH_PAGES,
  loadConfig,
} from '@/features/landing/configs/registry';
import criticalCss from '@/features/landing/components/landing-critical.css?inline';
import { ServedLanding } from '@/features/landing/components/ServedLanding';
import { ServedLogin } from '@/app/served/ServedLogin';
import { title as loginTitle } from '@/features/auth/pages/LoginPage';
import { loadedPriceCards, priceBlockKey } from '@/features/landing/prices';
import { isShown, type LandingConfig } from '@/features/landing/model';
import { servedLandingDataPath, type ServedLandingData } from '@/features/landing/served';
import { http as apiClient } from '@/lib/http/client';
import { pageMetaTags, type MetaTag } from '@/lib/pageMeta';
import { provideSanitizer } from '@/lib/sanitize/sanitizeHtml';
import { handlers } from '../../mocks/handlers';
import { seedBlogTables } from '../../mocks/db/blogTables';
import { seedMagazineTables } from '../../mocks/db/magazineTables';
import { seedRetreatTables } from '../../mocks/db/retreatTables';
import { seedShopTables } from '../../mocks/db/shopTables';

export { bootScript } from './bootScript';
export { servedLandingDataPath };

// Content pages are built with their data: the content known at build is the mock's seed, and
// the calls their pages make are answered by the mock's own handlers, in this process.
// There is no session at build time: nothing to log out of or redirect.
apiClient.interceptors.response.clear();
const restHandlers = handlers.filter((handler) => handler instanceof RequestHandler);
apiClient.defaults.adapter = async (config) => {
  const path = (config.url ?? '').replace(/^\//, '');
  const query = new URLSearchParams(
    Object.entries((config.params ?? {}) as Record<string, string>).map(([key, value]) => [
      key,
      String(value),
    ]),
  ).toString();
  const method = (config.method ?? 'get').toUpperCase();
  const request = new Request(
    `http://prerender.localhost/mock-api/${path}${query ? `?${query}` : ''}`,
    {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: method === 'GET' ? undefined : ((config.data as string | undefined) ?? undefined),
    },
  );
  const response = await getResponse(restHandlers, request);
  if (!response) throw new Error(`Nothing answers ${method} ${path} at prerender`);
  return {
    data: (await response.json()) as unknown,
    status: response.status,
    statusText: response.statusText,
    headers: Object.fromEntries(response.headers),
    config,
    request: {},
  };
};

// Node has no DOM: server HTML is cleaned by DOMPurify over a window of its own.
provideSanitizer(createDOMPurify(new JSDOM('').window));

export interface PrerenderedPage {
  /** The markup of #root. */
  html: string;
  title: string;
  /** A landing page: robots noindex/nofollow and the landing styles in its head. */
  landing: boolean;
  /**
   * Markup for visitors only: with a stored member session it is dropped (the app sends the
   * member on, or shows the member's own variant of the page).
   */
  guestOnly: boolean;
  /** The source file of a /pages/{slug} config (its chunk is preloaded with the page). */
  configSource: string | null;
  /** A content page: the store's server data it was built with (JSON), taken in before hydrating. */
  serverData: string | null;
  /** A content page: its description and social preview tags. */
  metaTags: MetaTag[];
  /**
   * A landing page: what its own entry (src/servedLanding.tsx) takes the page over with (JSON);
   * null for the other pages.
   */
  landingData: string | null;
  /** What takes the served markup over: a page's own entry (src/served*.tsx), or the app. */
  takenOverBy: 'landing' | 'login' | 'app';
}

/**
 * Prerendered at build: the marketing home and its variants, every /pages/{slug} with a config,
 * /login, and the public content pages visitors reach from search and ads (products, blog and
 * magazine articles, retreats).
 */
export function prerenderPaths(): string[] {
  return [
    '/',
    ...Object.keys(PATH_PAGES),
    ...PAGE_SLUGS.map((slug) => `/pages/${slug}`),
    '/login',
    ...seedShopTables().shopProducts.map((product) => `/shop/product/${product.product_id}`),
    ...seedBlogTables().blogPosts.map((post) => `/blog/${post.blog_id}`),
    ...seedRetreatTables().retreats.map((retreat) => `/retreats/${retreat.retreat_id}`),
    ...seedMagazineTables().magazineArticles.map(
      (article) => `/magazine/${article.issue_id}/${article.article_id}`,
    ),
  ];
}

/** The store filled with what a content page shows (its page module's prefetch). */
async function prefetchServerData(pathname: string) {
  const page = await findRoute(pathname)?.load();
  if (!page?.prefetch) return null;
  const [{ store }, { api }] = await Promise.all([import('@/app/store'), import('@/lib/api')]);
  store.dispatch(api.util.resetApiState());
  const meta = await page.prefetch(pathname, store.dispatch);
  if (!meta)
    throw new Error(
      `${pathname} has no data to prerender: ${JSON.stringify(store.getState().api.queries)}`,
    );
  const { queries, provided } = store.getState().api;
  const fulfilled = Object.fromEntries(
    Object.entries(queries).filter(([, entry]) => entry?.status === 'fulfilled'),
  );
  return {
    meta,
    serverData: JSON.stringify({ api: { queries: fulfilled, mutations: {}, provided } }),
  };
}

export const landingCriticalCss: string = criticalCss;

function landingKey(pathname: string): string | null {
  if (pathname === '/') return HOME_VARIANTS[0] ?? 'home';
  if (PATH_PAGES[pathname]) return PATH_PAGES[pathname];
  return pathname.startsWith('/pages/') ? pathname.slice('/pages/'.length) : null;
}

/**
 * Markup once every part has loaded (the quiz's code, the price block's answer), each in its
 * place: React would otherwise send a large part as a late segment moved in by an inline script.
 */
async function renderWhole(element: React.ReactElement): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(element, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      errors.push(error);
    },
  });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  // A part that fails to render would be left to the browser to draw: the build says so instead.
  if (errors.length) throw errors[0];
  if (html.includes('<template id="B:'))
    throw new Error('A part of a landing page was left to a late segment');
  return html;
}

/**
 * A landing page as it is served: every section in its markup and the price blocks as the plan
 * catalogue answers now, taken over in the browser by the landing page's own entry.
 */
async function renderLanding(
  pathname: string,
  key: string,
  config: LandingConfig,
): Promise<PrerenderedPage> {
  const html = await renderWhole(
    <StrictMode>
      <ServedLanding config={config} pathname={pathname} />
    </StrictMode>,
  );
  const loaded = await loadedPriceCards();
  const blocks =
    isShown(config.prices) && config.prices.plans.length
      ? [priceBlockKey(config.prices.plans)]
      : [];
  const data: ServedLandingData = {
    config,
    pathname,
    prices: Object.fromEntries(
      blocks.flatMap((block) => (loaded[block] ? [[block, loaded[block]]] : [])),
    ),
  };
  return {
    html,
    title: config.pageTitle,
    landing: true,
    guestOnly: false,
    configSource: `src/features/landing/configs/${CONFIG_FAMILIES[key]}.ts`,
    serverData: null,
    metaTags: [],
    landingData: JSON.stringify(data),
    takenOverBy: 'landing',
  };
}

/** /login as it is served: the public frame and the sign-in form, taken over without the router. */
async function renderLogin(): Promise<PrerenderedPage> {
  return {
    html: await renderWhole(
      <StrictMode>
        <ServedLogin />
      </StrictMode>,
    ),
    title: loginTitle,
    landing: false,
    guestOnly: true,
    configSource: null,
    serverData: null,
    metaTags: [],
    landingData: null,
    takenOverBy: 'login',
  };
}

export async function renderPage(pathname: string): Promise<PrerenderedPage> {
  const route = findRoute(pathname);
  if (!route) throw new Error(`No route for ${pathname}`);
  const key = landingKey(pathname);
  const config = key ? await loadConfig(key) : null;
  if (key && !config) throw new Error(`No landing config for ${pathname}`);
  if (key && config) return renderLanding(pathname, key, config);
  if (pathname === '/login') return renderLogin();
  const content = await prefetchServerData(pathname);
  const title = config?.pageTitle ?? content?.meta.title ?? (await route.load()).title;
  if (!title) throw new Error(`${pathname} names no title for its prerendered copy`);

  await preparePage(pathname);
  const handler = createStaticHandler(appRoutes());
  const context = await handler.query(new Request(`http://localhost${pathname}`));
  if (context instanceof Response)
    throw new Error(`${pathname} answered ${context.status} when prerendered`);
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
    guestOnly: route.access === 'guest-only' || content !== null,
    configSource:
      key && pathname.startsWith('/pages/')
        ? `src/features/landing/configs/${CONFIG_FAMILIES[key]}.ts`
        : null,
    serverData: content?.serverData ?? null,
    metaTags: content ? pageMetaTags(content.meta) : [],
    landingData: null,
    takenOverBy: 'app',
  };
}
