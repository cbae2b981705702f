import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@/app/testing/renderRoutes';
import { findRoute } from '@/app/routing/routeTable';
import { createAppStore } from '@/app/store';
import { selectShopLines } from '@/features/basket';

const WAIT = { timeout: 5000 };

const screens = ['/shop/product/7001', '/shop/1', '/checkout'].flatMap(
  (path) => findRoute(path) ?? [],
);

describe('/shop/product/{id}', () => {
  it("names the product's own category and sub-category in its breadcrumb, linking to them", async () => {
    const user = userEvent.setup();
    const router = renderRoutes(screens, '/shop/product/7004');
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumb' }, WAIT);
    expect(await within(crumbs).findByRole('link', { name: 'Recovery' }, WAIT)).toHaveAttribute(
      'href',
      '/shop/2',
    );
    expect(within(crumbs).getByRole('link', { name: 'Massage' })).toHaveAttribute(
      'href',
      '/shop/2/21',
    );
    expect(crumbs).toHaveTextContent('Shop › Recovery › Massage');
    expect(within(crumbs).queryByText('Equipment')).toBeNull();

    await router.navigate('/shop/product/7001');
    expect(
      await within(await screen.findByRole('navigation', { name: 'Breadcrumb' }, WAIT)).findByRole(
        'link',
        { name: 'Strength' },
        WAIT,
      ),
    ).toHaveAttribute('href', '/shop/1/11');
    await user.click(screen.getByRole('link', { name: 'Equipment' }));
    expect(await screen.findByRole('heading', { name: 'Equipment', level: 1 }, WAIT)).toBeVisible();
  });

  it('replaces the last "Added" note with the reason when more cannot be added', async () => {
    const user = userEvent.setup();
    renderRoutes(screens, '/shop/product/7001');
    const quantity = await screen.findByLabelText('Quantity', undefined, WAIT);
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.click(screen.getByRole('button', { name: 'Add to basket' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Added 3 × Resistance band set to your basket.',
    );

    await user.clear(quantity);
    await user.type(quantity, '9');
    await user.click(screen.getByRole('button', { name: 'Add to basket' }));
    expect(screen.getByText('Your basket already holds 3: you can add 7 more.')).toBeVisible();
    expect(screen.queryByText(/Added 3 ×/)).not.toBeInTheDocument();
  });

  it('adds once for a double click on Add to basket; a later click adds again', async () => {
    const user = userEvent.setup();
    const store = createAppStore();
    renderRoutes(screens, '/shop/product/7001', { store });
    const add = await screen.findByRole('button', { name: 'Add to basket' }, WAIT);
    expect(screen.getByLabelText('Quantity')).toHaveValue(1);
    await user.dblClick(add);
    expect(selectShopLines(store.getState())).toEqual([
      { source: 'shop', id: '7001', quantity: 1 },
    ]);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Added 1 × Resistance band set to your basket.',
    );

    await user.click(add);
    expect(selectShopLines(store.getState())).toEqual([
      { source: 'shop', id: '7001', quantity: 2 },
    ]);
  });

  it('links the confirmation to the basket, which lists what was added', async () => {
    const user = userEvent.setup();
    const router = renderRoutes(screens, '/shop/product/7001');
    const quantity = await screen.findByLabelText('Quantity', undefined, WAIT);
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.click(screen.getByRole('button', { name: 'Add to basket' }));
    const added = screen.getByRole('status');
    expect(added).toHaveTextContent('Added 2 × Resistance band set to your basket.');
    await user.click(within(added).getByRole('link', { name: 'View basket' }));
    expect(await screen.findByRole('heading', { name: 'Your basket' }, WAIT)).toBeVisible();
    expect(router.state.location.pathname).toBe('/checkout');
    expect(await screen.findByTestId('basket-total', undefined, WAIT)).toHaveTextContent('£29.98');
  });
});
