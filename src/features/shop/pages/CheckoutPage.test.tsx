import { describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '../../../../mocks/db/store';
import { http } from 'msw';
import { server } from '../../../../mocks/node';
import { renderRoutes } from '@/app/testing/renderRoutes';
import { authSession } from '@/lib/auth';
import { findRoute } from '@/app/routing/routeTable';
import { createAppStore } from '@/app/store';
import { coachingBasketApi, selectBasketCount } from '@/features/basket';

/** Generous waits: the http layer, the mock and the card form load on demand, and the machine is shared. */
const WAIT = { timeout: 5000 };

/** The screens of this test: /checkout and /logout as the app loads them. */
const screens = ['/checkout', '/logout'].flatMap((path) => findRoute(path) ?? []);

/** A page load (of /checkout unless said): a new store over this tab's storage. */
function openCheckout(path = '/checkout') {
  return renderRoutes(screens, path, {
    more: [
      { path: '/order/thank-you', element: <p>thank you page</p> },
      { path: '/', element: <p>public home</p> },
    ],
  });
}

function basketOfTwoBands() {
  window.localStorage.setItem('shop_basket', JSON.stringify([{ id: '7001', quantity: 2 }]));
}

const EXPIRY = `12/${String(new Date().getFullYear() + 2).slice(2)}`;

describe('/checkout', () => {
  it('keeps the delivery address and the step across a reload (never the card), until the order is placed', async () => {
    basketOfTwoBands();
    const user = userEvent.setup();
    openCheckout();
    const delivery = await screen.findByRole('form', { name: 'Delivery' }, WAIT);
    await user.type(within(delivery).getByLabelText('Email'), 'ada.shopper@example.com');
    await user.type(within(delivery).getByLabelText('First name'), 'Ada');
    await user.type(within(delivery).getByLabelText('Last name'), 'Lovelace');
    await user.type(within(delivery).getByLabelText('Address line 1'), '1 High Street');
    await user.type(within(delivery).getByLabelText('Town or city'), 'Leeds');
    await within(delivery).findByRole('option', { name: 'West Yorkshire' }, WAIT);
    await user.selectOptions(within(delivery).getByLabelText('County'), 'West Yorkshire');
    await user.type(within(delivery).getByLabelText('Postcode'), 'LS1 4AP');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    const card = await screen.findByRole('form', { name: 'Card details' }, WAIT);
    await user.type(within(card).getByLabelText('Card number'), '4242424242424242');
    cleanup();

    // The reload: still at the payment step, delivering to the address typed; the card is asked again.
    openCheckout();
    expect(
      await screen.findByText(
        /Delivering to Ada Lovelace, 1 High Street, Leeds LS1 4AP/,
        undefined,
        WAIT,
      ),
    ).toBeInTheDocument();
    const again = await screen.findByRole('form', { name: 'Card details' }, WAIT);
    expect(within(again).getByLabelText('Card number')).toHaveValue('');
    expect(JSON.stringify({ ...window.sessionStorage, ...window.localStorage })).not.toContain(
      '4242',
    );
    await user.click(screen.getByRole('button', { name: 'Change' }));
    const kept = await screen.findByRole('form', { name: 'Delivery' }, WAIT);
    expect(within(kept).getByLabelText('Email')).toHaveValue('ada.shopper@example.com');
    expect(within(kept).getByLabelText('County')).toHaveValue('West Yorkshire');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));

    const payWith = await screen.findByRole('form', { name: 'Card details' }, WAIT);
    await user.type(within(payWith).getByLabelText('Card number'), '4242424242424242');
    await user.type(within(payWith).getByLabelText('Expiry date (MM/YY)'), EXPIRY);
    await user.type(within(payWith).getByLabelText('CVV'), '123');
    await user.click(await within(payWith).findByRole('button', { name: 'Pay £29.98' }, WAIT));
    expect(await screen.findByText('thank you page', undefined, WAIT)).toBeInTheDocument();
    expect(db.get().shopOrders).toEqual([
      expect.objectContaining({
        email: 'ada.shopper@example.com',
        address: expect.objectContaining({ postcode: 'LS1 4AP' }),
      }),
    ]);

    // The next checkout starts afresh.
    basketOfTwoBands();
    openCheckout();
    const fresh = await screen.findByRole('form', { name: 'Delivery' }, WAIT);
    expect(within(fresh).getByLabelText('Email')).toHaveValue('');
    expect(within(fresh).getByLabelText('Address line 1')).toHaveValue('');
  });

  it('says the payment is being processed while the order is paid, then thanks the shopper', async () => {
    basketOfTwoBands();
    const user = userEvent.setup();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The order call waits until released, then goes on to the mock's own handler.
    server.use(
      http.post('*/mock-api/frontend/product_checkout', async () => {
        await held;
        return undefined;
      }),
    );
    openCheckout();
    const delivery = await screen.findByRole('form', { name: 'Delivery' }, WAIT);
    await user.type(within(delivery).getByLabelText('Email'), 'wait.shopper@example.com');
    await user.type(within(delivery).getByLabelText('First name'), 'Ada');
    await user.type(within(delivery).getByLabelText('Last name'), 'Lovelace');
    await user.type(within(delivery).getByLabelText('Address line 1'), '1 High Street');
    await user.type(within(delivery).getByLabelText('Town or city'), 'Leeds');
    await within(delivery).findByRole('option', { name: 'West Yorkshire' }, WAIT);
    await user.selectOptions(within(delivery).getByLabelText('County'), 'West Yorkshire');
    await user.type(within(delivery).getByLabelText('Postcode'), 'LS1 4AP');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    const card = await screen.findByRole('form', { name: 'Card details' }, WAIT);
    await user.type(within(card).getByLabelText('Card number'), '4242424242424242');
    await user.type(within(card).getByLabelText('Expiry date (MM/YY)'), EXPIRY);
    await user.type(within(card).getByLabelText('CVV'), '123');
    await user.click(await within(card).findByRole('button', { name: 'Pay £29.98' }, WAIT));
    const waiting = await screen.findByText('Processing your payment…', undefined, WAIT);
    expect(waiting.closest('[role="status"]')).not.toBeNull();
    release();
    expect(await screen.findByText('thank you page', undefined, WAIT)).toBeInTheDocument();
    expect(screen.queryByText('Processing your payment…')).toBeNull();
  });

  it('shows the delivery rules the server checks beside each field, and sends nothing they refuse', async () => {
    basketOfTwoBands();
    const sent: string[] = [];
    const listen = ({ request }: { request: Request }) => {
      if (/product_checkout/.test(request.url)) sent.push(request.url);
    };
    server.events.on('request:start', listen);
    const user = userEvent.setup();
    openCheckout();
    const delivery = await screen.findByRole('form', { name: 'Delivery' }, WAIT);
    await user.type(within(delivery).getByLabelText('Email'), 'ada@');
    await user.type(within(delivery).getByLabelText('First name'), 'Ada');
    await user.type(within(delivery).getByLabelText('Last name'), 'Lovelace');
    await user.type(within(delivery).getByLabelText('Address line 1'), '1 High Street');
    await user.type(within(delivery).getByLabelText('Postcode'), '90210');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(within(delivery).getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(within(delivery).getByText('Town or city is required.')).toBeInTheDocument();
    expect(within(delivery).getByText('Please choose a county.')).toBeInTheDocument();
    expect(within(delivery).getByText('Please enter a valid UK postcode.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Card details' })).not.toBeInTheDocument();
    server.events.removeListener('request:start', listen);
    expect(sent).toEqual([]);
  });

  it("forgets the member's checkout address at logout", async () => {
    db.update((data) => {
      data.sessions['member.checkout-test'] = 101;
    });
    authSession.saveMember('member.checkout-test', 101);
    basketOfTwoBands();
    const user = userEvent.setup();
    openCheckout();
    const delivery = await screen.findByRole('form', { name: 'Delivery' }, WAIT);
    await user.type(within(delivery).getByLabelText('Address line 1'), '1 High Street');
    cleanup();
    openCheckout();
    expect(
      within(await screen.findByRole('form', { name: 'Delivery' }, WAIT)).getByLabelText(
        'Address line 1',
      ),
    ).toHaveValue('1 High Street');
    cleanup();

    openCheckout('/logout');
    expect(await screen.findByText('public home', undefined, WAIT)).toBeInTheDocument();
    // Nothing of it stays in this browser for the next person at it.
    expect(JSON.stringify({ ...window.sessionStorage })).not.toContain('High Street');
    cleanup();
    basketOfTwoBands();
    openCheckout();
    const fresh = await screen.findByRole('form', { name: 'Delivery' }, WAIT);
    expect(within(fresh).getByLabelText('Address line 1')).toHaveValue('');
  });

  it('brings a line down to the stock left, takes out what sold out, and says so', async () => {
    window.localStorage.setItem(
      'shop_basket',
      JSON.stringify([
        { id: '7003', quantity: 6 },
        { id: '7002', quantity: 1 },
        { id: '7001', quantity: 2 },
      ]),
    );
    // Sold to others since: two kettlebells left, the yoga mat gone.
    db.update((data) => {
      for (const product of data.shopProducts) if (product.product_id === 7003) product.stock = 2;
    });
    const store = createAppStore();
    renderRoutes(screens, '/checkout', { store });

    const notice = await screen.findByText(/Only 2 Kettlebell/, undefined, WAIT);
    expect(notice.closest('[role="status"]')).toHaveTextContent(
      'Only 2 Kettlebell 8 kg left: your basket now holds 2.',
    );
    expect(notice.closest('[role="status"]')).toHaveTextContent(
      'Yoga mat is now out of stock, so it has left your basket.',
    );
    expect(screen.getByLabelText('Quantity of Kettlebell 8 kg')).toHaveValue('2');
    expect(screen.queryByLabelText('Quantity of Yoga mat')).not.toBeInTheDocument();
    // What is shown, counted in the header and totalled is the same basket.
    expect(screen.getByTestId('basket-total')).toHaveTextContent('£89.96');
    expect(selectBasketCount(store.getState())).toBe(4);
  });

  it('says where the coaching bookings in the same basket are paid', async () => {
    basketOfTwoBands();
    const store = createAppStore();
    await store.dispatch(
      coachingBasketApi.util.upsertQueryData('coachingBasket', undefined, {
        lines: [
          {
            basket_id: '4',
            type: 'class',
            fitpro_id: '901',
            pro_name: 'Rachel Adams',
            item_id: '9101',
            class_id: '9301',
            title: '4 live HIIT classes',
            start_at: '2026-12-02T18:00:00.000Z',
            price: 20,
            is_full: 0,
          },
        ],
        total: 20,
      }),
    );
    renderRoutes(screens, '/checkout', { store });
    expect(await screen.findByTestId('basket-total', undefined, WAIT)).toHaveTextContent('£29.98');
    expect(screen.getByText(/Your coaching bookings \(1\) are paid in the/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'coaching basket' })).toHaveAttribute(
      'href',
      '/rwl-coaches/viewbasket',
    );
  });
});
