import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { routeTable } from './routing/routeTable';
import type { RouteEntry, RouteShell } from './routing/types';
import { GuardedOutlet } from './routing/GuardedOutlet';
import { RouteError } from './routing/RouteError';
import { PageLoader } from './routing/PageLoader';
import { RootLayout } from './layouts/RootLayout';
import { PublicLayout } from './layouts/PublicLayout';

function toRouteObject(entry: RouteEntry): RouteObject {
  return {
    path: entry.path,
    lazy: async () => ({ Component: (await entry.load()).default }),
    errorElement: <RouteError />,
  };
}

function routesIn(shell: RouteShell): RouteObject[] {
  return routeTable.filter((entry) => entry.shell === shell).map(toRouteObject);
}

/** The React Router tree built from the route table (the browser and the prerender share it). */
export function appRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      HydrateFallback: PageLoader,
      children: [
        {
          element: <GuardedOutlet />,
          errorElement: <RouteError />,
          children: [
            ...routesIn('bare'),
            {
              element: <PublicLayout />,
              errorElement: <RouteError />,
              children: routesIn('public'),
            },
            {
              lazy: async () => ({ Component: (await import('./layouts/StoreLayout')).default }),
              errorElement: <RouteError />,
              children: [
                {
                  // The public header with the basket: loaded with the pages that have the store.
                  lazy: async () => ({
                    Component: (await import('./layouts/PublicStoreLayout')).default,
                  }),
                  errorElement: <RouteError />,
                  children: routesIn('public-store'),
                },
                {
                  lazy: async () => ({
                    Component: (await import('./layouts/MemberShell')).default,
                  }),
                  errorElement: <RouteError />,
                  children: routesIn('member'),
                },
              ],
            },
            { path: '*', element: null },
          ],
        },
      ],
    },
  ];
}

/**
 * Loads the lazy parts of the routes that match `pathname` before the router is made, so the
 * first render is the page itself, not a loader: what hydrating a prerendered page needs.
 */
export async function resolveLazyMatches(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/** Builds the browser router; `routes` may come with their lazy parts already loaded. */
export function createAppRouter(routes: RouteObject[] = appRoutes()) {
  return createBrowserRouter(routes);
}
