import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoutes } from '@/app/testing/renderRoutes';
import { findRoute } from '@/app/routing/routeTable';

const WAIT = { timeout: 5000 };

const screens = ['/order/thank-you'].flatMap((path) => findRoute(path) ?? []);

describe('/order/thank-you', () => {
  it('after a checkout thanks the member with the order number', async () => {
    renderRoutes(screens, '/order/thank-you?order=RWL-10042');
    expect(
      await screen.findByRole('heading', { name: 'Thank you for your order' }, WAIT),
    ).toBeVisible();
    expect(screen.getByText('RWL-10042')).toBeVisible();
  });

  it('opened with no order thanks nobody and leads back to the shop', async () => {
    renderRoutes(screens, '/order/thank-you');
    expect(await screen.findByRole('heading', { name: 'No order to show' }, WAIT)).toBeVisible();
    expect(screen.queryByText(/Your kit is on its way/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/shop');
  });
});
