import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createAppStore } from '@/app/store';
import { MemberHeader } from '@/app/layouts/MemberHeader';
import { authSession } from '@/lib/auth';
import { server } from '../../../mocks/node';
import { db } from '../../../mocks/db/store';
import { coachingBasketApi } from './coachingBasket';
import { selectCoachingCount } from './selectors';

const WAIT = { timeout: 8000 };

afterEach(() => {
  server.events.removeAllListeners();
  authSession.clearMember();
});

describe('the coaching basket in the header', () => {
  it("counts the basket call's reply at once, from the RTK Query cache and no copy in the basket slice", async () => {
    db.update((data) => {
      data.sessions['member.basket-test'] = 102;
      data.coachingBaskets['102'] = [];
    });
    authSession.saveMember('member.basket-test', 102);
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      asked.push(new URL(request.url).pathname.replace(/.*mock-api\//, ''));
    });
    const store = createAppStore();
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={['/home']}>
          <MemberHeader />
        </MemoryRouter>
      </Provider>,
    );
    expect(screen.getByRole('link', { name: 'Basket' })).toHaveAttribute('href', '/checkout');

    const added = await act(() =>
      store
        .dispatch(
          coachingBasketApi.endpoints.changeBasket.initiate({
            action: 'add',
            type: 'class',
            fitpro_id: '901',
            class_plan_id: '9101',
            class_id: '9302',
          }),
        )
        .unwrap(),
    );
    expect(added.lines).toHaveLength(1);
    expect(await screen.findByRole('link', { name: 'Basket, 1 item' }, WAIT)).toHaveAttribute(
      'href',
      '/rwl-coaches/viewbasket',
    );
    // The count came with the basket call's reply: the basket was not asked for again...
    expect(asked.filter((path) => path.startsWith('fitpronew/'))).toEqual(['fitpronew/basket']);
    // ...and the lines live in the query's cache entry only.
    expect(store.getState().basket.lines).toEqual([]);
    expect(selectCoachingCount(store.getState())).toBe(1);

    await act(() =>
      store
        .dispatch(
          coachingBasketApi.endpoints.changeBasket.initiate({
            action: 'remove',
            basket_id: added.lines[0]?.basket_id ?? '',
          }),
        )
        .unwrap(),
    );
    expect(await screen.findByRole('link', { name: 'Basket' }, WAIT)).toHaveAttribute(
      'href',
      '/checkout',
    );
  });
});
