import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createAppStore } from '../store';
import { basketLinesReceived, coachingBasketApi, type CoachingBasketLine } from '@/features/basket';
import { hasScreen } from '../routing/routeTable';
import { MemberHeader } from './MemberHeader';

const booking = (basketId: string): CoachingBasketLine => ({
  basket_id: basketId,
  type: 'class',
  fitpro_id: '901',
  pro_name: 'Rachel Adams',
  item_id: '9101',
  class_id: '9301',
  title: '4 live HIIT classes',
  start_at: '2026-12-02T18:00:00.000Z',
  price: 20,
  is_full: 0,
});

describe('the header basket', () => {
  it('shows the count of the one basket (coaching and shop lines together) and opens the basket that pays for it', async () => {
    const store = createAppStore();
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={['/home']}>
          <MemberHeader />
        </MemoryRouter>
      </Provider>,
    );
    expect(hasScreen('/checkout')).toBe(true);
    expect(hasScreen('/rwl-coaches/viewbasket')).toBe(true);
    expect(screen.getByRole('link', { name: 'Basket' })).toHaveAttribute('href', '/checkout');
    // Coaching bookings alone are paid at the coaching basket: counted from the basket query's
    // cached reply, the moment it is there.
    await act(async () => {
      await store.dispatch(
        coachingBasketApi.util.upsertQueryData('coachingBasket', undefined, {
          lines: [booking('1')],
          total: 20,
        }),
      );
    });
    expect(screen.getByRole('link', { name: 'Basket, 1 item' })).toHaveAttribute(
      'href',
      '/rwl-coaches/viewbasket',
    );
    // With shop products too, the checkout (which points to the coaching basket) opens.
    act(() => {
      store.dispatch(basketLinesReceived({ source: 'shop', lines: [{ id: '7001', quantity: 2 }] }));
    });
    expect(screen.getByRole('link', { name: 'Basket, 3 items' })).toHaveAttribute(
      'href',
      '/checkout',
    );
  });
});

describe('the account menu', () => {
  function openMenu(): HTMLDetailsElement {
    const summary = screen.getByLabelText('Account menu');
    fireEvent.click(summary);
    const details = summary.closest('details') as HTMLDetailsElement;
    expect(details.open).toBe(true);
    return details;
  }

  it('closes once My profile is chosen, on Escape (back on its button) and on a press elsewhere', () => {
    render(
      <Provider store={createAppStore()}>
        <MemoryRouter initialEntries={['/home']}>
          <MemberHeader />
        </MemoryRouter>
      </Provider>,
    );
    let details = openMenu();
    fireEvent.click(screen.getByRole('link', { name: 'My profile' }));
    expect(details.open).toBe(false);

    details = openMenu();
    fireEvent.keyDown(screen.getByRole('link', { name: 'Log out' }), { key: 'Escape' });
    expect(details.open).toBe(false);
    expect(screen.getByLabelText('Account menu')).toHaveFocus();

    details = openMenu();
    fireEvent.pointerDown(document.body);
    expect(details.open).toBe(false);
  });
});

describe('the phone tab bar’s More menu', () => {
  it('closes on Escape with the focus back on More, on a press elsewhere and on a choice', () => {
    render(
      <Provider store={createAppStore()}>
        <MemoryRouter initialEntries={['/home']}>
          <MemberHeader />
        </MemoryRouter>
      </Provider>,
    );
    const tabBar = screen.getByRole('navigation', { name: 'Main (phone)' });
    const more = tabBar.querySelector('details')!;
    const summary = more.querySelector('summary')!;
    more.open = true;
    const choice = more.querySelector('a')!;
    choice.focus();
    fireEvent.keyDown(choice, { key: 'Escape' });
    expect(more.open).toBe(false);
    expect(summary).toHaveFocus();

    more.open = true;
    fireEvent.pointerDown(document.body);
    expect(more.open).toBe(false);

    more.open = true;
    fireEvent.click(more.querySelector('a')!);
    expect(more.open).toBe(false);
  });
});
