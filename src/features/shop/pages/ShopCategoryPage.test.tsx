import { describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@/app/testing/renderRoutes';
import { findRoute } from '@/app/routing/routeTable';

const WAIT = { timeout: 5000 };

const screens = ['/shop/1/12'].flatMap((path) => findRoute(path) ?? []);

describe('/shop/{id}/{id}', () => {
  it('says when In stock only hides every product, and shows them again', async () => {
    const user = userEvent.setup();
    renderRoutes(screens, '/shop/1/12');
    expect(await screen.findByRole('link', { name: /Yoga mat/ }, WAIT)).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: 'In stock only' }));
    expect(
      await screen.findByText('Nothing here is in stock right now.', undefined, WAIT),
    ).toBeVisible();
    expect(screen.queryByText('No products here yet.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show out-of-stock products too' }));
    expect(await screen.findByRole('link', { name: /Yoga mat/ }, WAIT)).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'In stock only' })).not.toBeChecked();
  });

  it('keeps the sort and In stock only in the address, so a reload shows the same list', async () => {
    const user = userEvent.setup();
    const router = renderRoutes(screens, '/shop/1/12');
    expect(await screen.findByRole('link', { name: /Yoga mat/ }, WAIT)).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Price: high to low');
    await user.click(screen.getByRole('checkbox', { name: 'In stock only' }));
    const { pathname, search } = router.state.location;
    expect(new URLSearchParams(search).get('sort')).toBe('price_desc');
    expect(new URLSearchParams(search).get('in_stock')).toBe('1');

    cleanup();
    renderRoutes(screens, `${pathname}${search}`);
    expect(await screen.findByLabelText('Sort by', undefined, WAIT)).toHaveValue('price_desc');
    expect(screen.getByRole('checkbox', { name: 'In stock only' })).toBeChecked();
  });
});
