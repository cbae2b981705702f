import { describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@/app/testing/renderRoutes';
import { findRoute } from '@/app/routing/routeTable';
import { logInAs } from '@/lib/testing/logInAs';
import { db } from '@mocks/db/store';
import { injectedFailures } from '@mocks/failures';

const WAIT = { timeout: 5000 };

const screens = ['/order/thank-you'].flatMap((path) => findRoute(path) ?? []);

/** An order placed through the mock's checkout (a visitor's unless a member id is given). */
function placedOrder(orderNumber: string, email: string, userId = 0) {
  db.update((data) => {
    data.shopOrders.push({
      order_number: orderNumber,
      user_id: userId,
      email,
      items: [{ product_id: 7001, quantity: 2, price: 14.99 }],
      total: 29.98,
      address: {},
      at: new Date().toISOString(),
    });
  });
}

describe('/order/thank-you', () => {
  it("after a visitor's checkout thanks them with the order the server confirms", async () => {
    placedOrder('RWL-100001', 'ada.shopper@example.com');
    renderRoutes(screens, {
      pathname: '/order/thank-you',
      search: '?order=RWL-100001',
      state: { orderEmail: 'ada.shopper@example.com' },
    });
    expect(
      await screen.findByRole('heading', { name: 'Thank you for your order' }, WAIT),
    ).toBeVisible();
    expect(screen.getByRole('definition')).toHaveTextContent('RWL-100001');
    expect(screen.getByText('Total paid: £29.98')).toBeVisible();
  });

  it('thanks a member for their own order, asked with their session', async () => {
    await logInAs('premium@example.com');
    placedOrder('RWL-100002', 'premium@example.com', 102);
    renderRoutes(screens, '/order/thank-you?order=RWL-100002');
    expect(
      await screen.findByRole('heading', { name: 'Thank you for your order' }, WAIT),
    ).toBeVisible();
    expect(screen.getByRole('definition')).toHaveTextContent('RWL-100002');
  });

  it('thanks nobody for an order the server does not confirm: none, or someone else’s', async () => {
    placedOrder('RWL-100001', 'ada.shopper@example.com');
    for (const entry of [
      '/order/thank-you?order=RWL-999999',
      // A real order number, without the email it was placed with.
      '/order/thank-you?order=RWL-100001',
      {
        pathname: '/order/thank-you',
        search: '?order=RWL-100001',
        state: { orderEmail: 'eve@example.com' },
      },
    ]) {
      renderRoutes(screens, entry);
      expect(await screen.findByRole('heading', { name: 'No order to show' }, WAIT)).toBeVisible();
      expect(screen.getByText('We could not find that order.')).toBeVisible();
      expect(screen.queryByText('Thank you for your order')).not.toBeInTheDocument();
      expect(screen.queryByText(/Your kit is on its way/)).not.toBeInTheDocument();
      cleanup();
    }
  });

  it('says the order could not be checked, with Try again, when the call fails', async () => {
    placedOrder('RWL-100001', 'ada.shopper@example.com');
    injectedFailures.add('order_details', 'Service unavailable');
    renderRoutes(screens, {
      pathname: '/order/thank-you',
      search: '?order=RWL-100001',
      state: { orderEmail: 'ada.shopper@example.com' },
    });
    expect(await screen.findByText('Service unavailable', undefined, WAIT)).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'No order to show' })).not.toBeInTheDocument();
    injectedFailures.clear();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: 'Thank you for your order' }, WAIT),
    ).toBeVisible();
  });

  it('opened with no order thanks nobody and leads back to the shop', async () => {
    renderRoutes(screens, '/order/thank-you');
    expect(await screen.findByRole('heading', { name: 'No order to show' }, WAIT)).toBeVisible();
    expect(screen.queryByText(/Your kit is on its way/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/shop');
  });
});
