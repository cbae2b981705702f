import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@/app/testing/renderRoutes';
import { findRoute } from '@/app/routing/routeTable';

const WAIT = { timeout: 5000 };

const screens = ['/shop', '/shop/product/7001'].flatMap((path) => findRoute(path) ?? []);

describe('/shop', () => {
  it('keeps the search when the shopper comes back from a product', async () => {
    const user = userEvent.setup();
    const router = renderRoutes(screens, '/shop');
    await user.type(await screen.findByLabelText('Search products', undefined, WAIT), 'band');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const results = await screen.findByRole('region', { name: 'Results for “band”' }, WAIT);
    expect(router.state.location.search).toBe('?q=band');
    await user.click(
      await within(results).findByRole('link', { name: /Resistance band set/ }, WAIT),
    );
    expect(await screen.findByRole('heading', { name: 'Resistance band set' }, WAIT)).toBeVisible();

    await router.navigate(-1);
    const again = await screen.findByRole('region', { name: 'Results for “band”' }, WAIT);
    expect(
      await within(again).findByRole('link', { name: /Resistance band set/ }, WAIT),
    ).toBeVisible();
    expect(screen.getByLabelText('Search products')).toHaveValue('band');
  });
});
