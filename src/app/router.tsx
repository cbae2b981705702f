import { createBrowserRouter, type RouteObject } from 'react-router-dom';
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

/** Builds the React Router tree from the route table. */
export function createAppRouter() {
  return createBrowserRouter([
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
            { element: <PublicLayout />, errorElement: <RouteError />, children: routesIn('public') },
            {
              lazy: async () => ({ Component: (await import('./layouts/StoreLayout')).default }),
              errorElement: <RouteError />,
              children: [
                { element: <PublicLayout />, errorElement: <RouteError />, children: routesIn('public-store') },
                {
                  lazy: async () => ({ Component: (await import('./layouts/MemberShell')).default }),
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
  ]);
}
