import type { ComponentType } from 'react';
import type { PageMeta } from '@/lib/pageMeta';
import type { AppDispatch } from '../store';

/**
 * Who may open a route:
 * - public: anyone;
 * - member: the member token (else /login with the origin remembered);
 * - hypno: the separate hypno token (else /hypno/login);
 * - guest-only: visitors; a logged-in member goes to the member home;
 * - both: anyone, and a logged-in member sees it inside the member shell.
 */
export type RouteAccess = 'public' | 'member' | 'hypno' | 'guest-only' | 'both';

/**
 * Which frame a page is shown in: its own (landing pages), the public header, the public header
 * with the store (pages that read server data through RTK Query), or the member shell.
 */
export type RouteShell = 'bare' | 'public' | 'public-store' | 'member';

/** A page module: its component, and optionally what must be loaded before it first renders. */
export interface RouteModule {
  default: ComponentType;
  /** Loads what the page at `pathname` shows at once (e.g. its config), for prerender and hydration. */
  prepare?: (pathname: string) => Promise<void>;
  /** The document title the page sets, for its prerendered copy. */
  title?: string;
  /**
   * A public content page (product, article, retreat): puts the server data the page shows into
   * the store, through its own queries, and says its title, description and preview image. The
   * prerender calls it at build time and serves the page with that data (src/prerender).
   */
  prefetch?: PagePrefetch;
}

export type PagePrefetch = (pathname: string, dispatch: AppDispatch) => Promise<PageMeta | null>;

export interface RouteEntry {
  path: string;
  access: RouteAccess;
  shell: RouteShell;
  load: () => Promise<RouteModule>;
  /** Screen names of notifications and pinned pages that open this route. */
  screenNames?: string[];
}
