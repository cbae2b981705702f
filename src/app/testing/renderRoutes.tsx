import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import {
  createMemoryRouter,
  RouterProvider,
  type InitialEntry,
  type RouteObject,
} from 'react-router-dom';
import type { RouteEntry } from '@/app/routing/types';
import { createAppStore, type AppStore } from '@/app/store';
import { PopupHost } from '@/ui/PopupHost';

/**
 * Screen tests: renders a feature's routes (each screen loaded as the app loads it) at a path (or
 * a history entry with its state), with the real store and the shared popup, and returns the
 * router to read or move its location.
 * `more` adds stand-in screens for the places a test leaves to.
 */
export function renderRoutes(
  routes: RouteEntry[],
  path: InitialEntry,
  { store = createAppStore(), more = [] }: { store?: AppStore; more?: RouteObject[] } = {},
) {
  const router = createMemoryRouter(
    [
      ...routes.map((entry) => ({
        path: entry.path,
        lazy: async () => ({ Component: (await entry.load()).default }),
      })),
      ...more,
    ],
    { initialEntries: [path] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
      <PopupHost />
    </Provider>,
  );
  return router;
}
