import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createAppStore } from '../store';
import { basketLinesReceived } from '@/features/basket';
import { hasScreen } from '../routing/routeTable';
import { BASKET_PATH, MemberHeader } from './MemberHeader';

describe('the header basket', () => {
  it('shows the count of the one basket, and is no link while the basket page does not exist', () => {
    const store = createAppStore();
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={['/home']}>
          <MemberHeader />
        </MemoryRouter>
      </Provider>,
    );
    expect(hasScreen(BASKET_PATH)).toBe(false);
    expect(screen.getByRole('button', { name: 'Basket' })).toBeDisabled();
    act(() => {
      store.dispatch(
        basketLinesReceived({ source: 'coaching', lines: [{ id: 'class-1', quantity: 1 }] }),
      );
      store.dispatch(basketLinesReceived({ source: 'shop', lines: [{ id: 'p-2', quantity: 2 }] }));
    });
    expect(screen.getByRole('button', { name: 'Basket, 3 items' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: /Basket/ })).not.toBeInTheDocument();
  });
});
