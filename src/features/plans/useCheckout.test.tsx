import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { createAppStore } from '@/app/store';
import { plansApi } from './api';
import { logInAs } from '@/lib/testing/logInAs';
import { db } from '../../../mocks/db/store';
import { useCheckout } from '@/lib/checkout';

const card = (number: string) => ({
  kind: 'card' as const,
  input: {
    kind: 'details' as const,
    card: { number, expMonth: '12', expYear: String(new Date().getFullYear() + 2), cvv: '123' },
  },
});

describe('useCheckout', () => {
  it('pays through the pay mutation: busy while it runs, the card never in the store, the saved cards refetched', async () => {
    await logInAs('free@example.com');
    const store = createAppStore();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Provider store={store}>{children}</Provider>
    );
    const member = store.dispatch(plansApi.endpoints.getCardList.initiate());
    await member;
    const asked = () =>
      Object.values(store.getState().api.queries).filter(
        (entry) => entry?.endpointName === 'getCardList',
      )[0]?.fulfilledTimeStamp;
    const before = asked();
    const { result } = renderHook(() => useCheckout(), { wrapper });
    expect(result.current.paying).toBe(false);

    let paid: Promise<unknown> = Promise.resolve();
    act(() => {
      paid = result.current.pay(
        { kind: 'upgrade', plan_id: 3, sub_plan_id: 12 },
        card('4242424242424242'),
      );
    });
    await waitFor(() => expect(result.current.paying).toBe(true));
    expect(JSON.stringify(store.getState())).not.toContain('4242424242424242');
    await act(async () => {
      await expect(paid).resolves.toMatchObject({
        message: 'Congratulations, your payment was successful!',
      });
    });
    expect(result.current.paying).toBe(false);
    expect(db.get().payments.at(-1)?.body).toMatchObject({ recurly_token: 'mock_ok_Visa_4242' });
    expect(JSON.stringify(store.getState())).not.toContain('4242424242424242');
    // The paid plan invalidated the member's cards: the card list is asked again, by its tag.
    await waitFor(() => expect(asked()).toBeGreaterThan(before ?? 0));
    member.unsubscribe();
  });

  it('rejects a declined card with the message to show, as plain data', async () => {
    await logInAs('free@example.com');
    const store = createAppStore();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Provider store={store}>{children}</Provider>
    );
    const { result } = renderHook(() => useCheckout(), { wrapper });
    await act(async () => {
      await expect(
        result.current.pay(
          { kind: 'upgrade', plan_id: 3, sub_plan_id: 2 },
          card('4000000000000002'),
        ),
      ).rejects.toMatchObject({ message: 'Your card was declined.', code: 'server' });
    });
    expect(result.current.paying).toBe(false);
  });
});
