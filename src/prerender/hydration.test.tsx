import { StrictMode } from 'react';
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { appRoutes, createAppRouter, resolveLazyMatches } from '@/app/router';
import { preparePage } from '@/app/routing/preparePage';
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

/**
 * Serves the prerendered markup of `path` and lets the app take it over; returns the errors React
 * recovered from. `meanwhile` runs between the two, as time passing in the browser would.
 */
async function serveAndHydrate(path: string, meanwhile: () => void = () => undefined) {
  const page = await renderPage(path);
  window.history.replaceState(null, '', path);
  meanwhile();
  const container = document.createElement('div');
  container.innerHTML = page.html;
  document.body.appendChild(container);
  const served = container.querySelector('h1')?.textContent ?? '';
  // A button does nothing until the app runs, so the served copy marks every one unavailable.
  const buttonsNotMarked = [...container.querySelectorAll('button')]
    .filter((button) => button.getAttribute('aria-disabled') !== 'true')
    .map((button) => button.textContent);
  const routes = appRoutes();
  await Promise.all([resolveLazyMatches(routes, path), preparePage(path)]);
  const mismatches: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <RouterProvider router={createAppRouter(routes)} />
      </StrictMode>,
      { onRecoverableError: (error) => mismatches.push(error) },
    );
  });
  return { container, served, mismatches, buttonsNotMarked };
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

describe.each(paths)('%s', (path) => {
  test('hydrates the served markup without a mismatch', async () => {
    const { container, served, mismatches, buttonsNotMarked } = await serveAndHydrate(path);
    expect(served).toBeTruthy();
    expect(mismatches).toEqual([]);
    expect(container.querySelector('h1')?.textContent).toBe(served);
    expect(buttonsNotMarked).toEqual([]);
    expect(container.querySelectorAll('button[aria-disabled="true"]')).toHaveLength(0);
  });
});

test('on the home, a variant that falls due while the app starts follows the served one without a mismatch', async () => {
  // The other variant falls due between the served copy's paint and the app taking it over.
  const { container, served, mismatches } = await serveAndHydrate('/', () =>
    localStorage.setItem(
      storageKeys.landingVariantTimer,
      JSON.stringify({ variant: 0, at: Date.now() - 60_000 }),
    ),
  );
  expect(mismatches).toEqual([]);
  expect(served).toBe('Home workouts, healthy food and a happier you');
  expect(container.querySelector('h1')).toHaveTextContent(
    'Feel fitter, stronger and calmer in just 20 minutes a day',
  );
});
