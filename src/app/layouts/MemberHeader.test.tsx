import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createAppStore } from '../store';
import { basketLinesReceived, coachingBasketApi, type CoachingBasketLine } from '@/features/basket';
import { hasScreen } from '../routing/routeTable';
import { userApi } from '@/features/user/api';
import { defaultUserProfile } from '@/features/user/model';
import { MemberHeader } from './MemberHeader';
import { MemberSubNav } from './MemberSubNav';

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

function renderNavigation(path: string, store = createAppStore()) {
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <MemberHeader />
        <MemberSubNav />
      </MemoryRouter>
    </Provider>,
  );
}

const nav = (name: string) => screen.getByRole('navigation', { name });
const labels = (name: string) =>
  within(nav(name))
    .getAllByRole('link')
    .map((link) => link.textContent);
const currentIn = (name: string) =>
  within(nav(name))
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);

describe('the member navigation', () => {
  it('shows the groups, marks the current group and screen at both levels, and leads to the group’s screens', async () => {
    const user = userEvent.setup();
    renderNavigation('/home/playlist/6001');
    for (const name of ['Main', 'Main (phone)']) {
      expect(labels(name)).toEqual(['Today', 'Workouts', 'Food', 'Community', 'Me']);
      expect(currentIn(name)).toEqual(['Workouts']);
    }
    expect(labels('In Workouts')).toEqual([
      'Programmes',
      'Playlists',
      'Live',
      'Breathe',
      'Professionals',
    ]);
    expect(currentIn('In Workouts')).toEqual(['Playlists']);

    await user.click(within(nav('In Workouts')).getByRole('link', { name: 'Live' }));
    expect(currentIn('In Workouts')).toEqual(['Live']);
    expect(currentIn('Main')).toEqual(['Workouts']);

    await user.click(within(nav('Main')).getByRole('link', { name: 'Community' }));
    expect(currentIn('Main')).toEqual(['Community']);
    expect(screen.queryByRole('navigation', { name: 'In Workouts' })).not.toBeInTheDocument();
    expect(labels('In Community')).toEqual(['Communities', 'Friends', 'Chats']);
    expect(currentIn('In Community')).toEqual(['Communities']);

    // Today is one screen: no second row.
    await user.click(within(nav('Main (phone)')).getByRole('link', { name: 'Today' }));
    expect(currentIn('Main (phone)')).toEqual(['Today']);
    expect(screen.queryByRole('navigation', { name: /^In / })).not.toBeInTheDocument();
  });

  it('leaves the second row out of a conversation, which fills the screen (its group still marked)', () => {
    renderNavigation('/home/message?MzAx');
    expect(currentIn('Main')).toEqual(['Community']);
    expect(screen.queryByRole('navigation', { name: /^In / })).not.toBeInTheDocument();
  });

  it('shows what the menu and more_menu settings name, and hides what neither names', async () => {
    const store = createAppStore();
    await act(async () => {
      await store.dispatch(
        userApi.util.upsertQueryData('checkUser', undefined, {
          ...defaultUserProfile,
          menu: ['home', { name: 'Recipes' }, 'planner', 'Community'],
          more_menu: [{ slug: 'profile' }],
        }),
      );
    });
    renderNavigation('/home/recipes', store);
    expect(labels('Main')).toEqual(['Today', 'Food', 'Community', 'More']);
    expect(within(nav('Main')).getByRole('link', { name: 'More' })).toHaveAttribute(
      'href',
      '/home/profile',
    );
    expect(labels('In Food')).toEqual(['Recipes', 'Planner']);
    expect(currentIn('In Food')).toEqual(['Recipes']);
    expect(screen.queryByRole('link', { name: 'Workouts' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Calorie calculator' })).not.toBeInTheDocument();
  });
});
