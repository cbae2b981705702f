import { StrictMode } from 'react';
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { appRoutes, createAppRouter, resolveLazyMatches } from '@/app/router';
import { preparePage } from '@/app/routing/preparePage';
import { ServedLanding } from '@/features/landing/components/ServedLanding';
import { ServedLogin } from '@/app/served/ServedLogin';
import { providePriceCards } from '@/features/landing/prices';
import type { ServedLandingData } from '@/features/landing/served';
import { storageKeys } from '@/lib/storage/keys';
import { prerenderPaths, renderPage } from './renderPage';

// Every prerendered page must hydrate to exactly the markup it was served with: a mismatch makes
// React throw the served page away and draw it again, which is what prerendering avoids.
const paths = prerenderPaths();
let root: Root | null = null;

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

/** What takes the served markup over: a page's own entry (src/served*.tsx), or the app. */
async function takingOver(path: string, page: Awaited<ReturnType<typeof renderPage>>) {
  const { landingData } = page;
  if (page.takenOverBy === 'login') return <ServedLogin />;
  if (landingData) {
    const { config, pathname, prices } = JSON.parse(landingData) as ServedLandingData;
    providePriceCards(prices);
    return <ServedLanding config={config} pathname={pathname} />;
  }
  const routes = appRoutes();
  await Promise.all([resolveLazyMatches(routes, path), preparePage(path)]);
  return <RouterProvider router={createAppRouter(routes)} />;
}

/**
 * Serves the prerendered markup of `path` and lets its code take it over; returns the errors
 * React recovered from. `meanwhile` runs between the two, as time passing in the browser would.
 */
async function serveAndHydrate(path: string, meanwhile: () => void = () => undefined) {
  const page = await renderPage(path);
  window.history.replaceState(null, '', path);
  meanwhile();
  const container = document.createElement('div');
  container.innerHTML = page.html;
  document.body.appendChild(container);
  const served = container.querySelector('h1')?.textContent ?? '';
  const element = await takingOver(path, page);
  const mismatches: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, <StrictMode>{element}</StrictMode>, {
      onRecoverableError: (error) => mismatches.push(error),
    });
  });
  return { container, served, mismatches, takenOverBy: page.takenOverBy };
}

test('every landing route and slug with a config is prerendered', () => {
  expect(paths).toContain('/');
  expect(paths).toContain('/home2');
  expect(paths).toContain('/pages/premium');
  expect(paths).toContain('/pages/meet-the-team');
  expect(paths.length).toBeGreaterThan(60);
});

test('a logged-in member gets the same markup taken over, then sees My Dashboard', async () => {
  localStorage.setItem(storageKeys.authorization, 'member-token');
  localStorage.setItem(storageKeys.userId, '1');
  const { container, mismatches } = await serveAndHydrate('/pages/premium');
  expect(mismatches).toEqual([]);
  expect(container.querySelector('.landing-header')).toHaveTextContent('My Dashboard');
  expect(container.querySelector('.landing-header')).not.toHaveTextContent('Login');
});

// Until the code has taken over, a tap on any button of the served page is held for it
// (bootScript.test.ts): none silently does nothing.
describe.each(paths)('%s', (path) => {
  test('hydrates the served markup without a mismatch', async () => {
    const { container, served, mismatches } = await serveAndHydrate(path);
    expect(served).toBeTruthy();
    expect(mismatches).toEqual([]);
    expect(container.querySelector('h1')?.textContent).toBe(served);
    expect(container.querySelectorAll('button[aria-disabled="true"]')).toHaveLength(0);
  });
});

test('a landing page is served with every section below the header, and taken over without the router', async () => {
  const { container, takenOverBy } = await serveAndHydrate('/pages/30days1');
  expect(takenOverBy).toBe('landing');
  expect(container.querySelector('.landing-body-placeholder')).toBeNull();
  expect(container.querySelector('form[aria-label="Email sign-up"]')).not.toBeNull();
  expect(container.querySelectorAll('main section').length).toBeGreaterThan(5);
});

test('/login is taken over without the router, its form ready to sign in', async () => {
  const { container, takenOverBy, mismatches } = await serveAndHydrate('/login');
  expect(takenOverBy).toBe('login');
  expect(mismatches).toEqual([]);
  expect(container.querySelector('input[type="email"]')).not.toHaveAttribute('readonly');
});

test('on the home, the variant the visitor was served stays however late its code takes over', async () => {
  // The other variant falls due between the served copy's paint and the takeover: the boot
  // script chose before the paint (bootScript.test.ts), and the page does not change under the
  // visitor's eyes; the next load shows the other one.
  const { container, served, mismatches } = await serveAndHydrate('/', () =>
    localStorage.setItem(
      storageKeys.landingVariantTimer,
      JSON.stringify({ variant: 0, at: Date.now() - 60_000 }),
    ),
  );
  expect(mismatches).toEqual([]);
  expect(served).toBe('Home workouts, healthy food and a happier you');
  expect(container.querySelector('h1')).toHaveTextContent(served);
});
