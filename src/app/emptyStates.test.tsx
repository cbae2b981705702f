import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@/app/testing/renderRoutes';
import { findRoute } from '@/app/routing/routeTable';
import { logInAs } from '@/lib/testing/logInAs';

/** Issue 31, "no dead ends": an empty list says what is missing and links to the next step. */

const WAIT = { timeout: 8000 };
const routes = (...paths: string[]) => paths.flatMap((path) => findRoute(path) ?? []);

describe('empty lists have a next step', { timeout: 40_000 }, () => {
  it('a shop search that finds nothing offers every product again', async () => {
    const user = userEvent.setup();
    const router = renderRoutes(routes('/shop'), '/shop?q=zzzz');
    const results = await screen.findByRole('region', { name: 'Results for “zzzz”' }, WAIT);
    expect(
      await within(results).findByText('No products match your search.', {}, WAIT),
    ).toBeVisible();
    await user.click(within(results).getByRole('link', { name: 'Show all products' }));
    expect(router.state.location.search).toBe('');
    expect(screen.queryByRole('region', { name: /Results for/ })).toBeNull();
  });

  it('a member with no shopping lists is led to the recipes whose ingredients fill one', async () => {
    await logInAs('nochats@example.com');
    renderRoutes(routes('/home/shoppinglist'), '/home/shoppinglist');
    const empty = (await screen.findByText('You have no shopping lists yet', {}, WAIT))
      .parentElement as HTMLElement;
    expect(within(empty).getByRole('link', { name: 'Browse recipes' })).toHaveAttribute(
      'href',
      '/home/recipes',
    );
  });

  it('a live day with nothing on links back to its whole month', async () => {
    await logInAs('premium@example.com');
    renderRoutes(routes('/home/livecalendar/2031-01-15'), '/home/livecalendar/2031-01-15');
    const empty = (await screen.findByText('No live classes or events on this day.', {}, WAIT))
      .parentElement as HTMLElement;
    expect(within(empty).getByRole('link', { name: 'See the whole month' })).toHaveAttribute(
      'href',
      '/home/livecalendar?month=2031-01',
    );
  });

  it('a shop category with nothing in it leads back to the shop', async () => {
    renderRoutes(routes('/shop/2/99'), '/shop/2/99');
    const empty = (await screen.findByText('No products here yet.', {}, WAIT))
      .parentElement as HTMLElement;
    expect(within(empty).getByRole('link', { name: 'Back to the shop' })).toHaveAttribute(
      'href',
      '/shop',
    );
  });
});
