import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { injectedFailures } from '../../../mocks/failures';
import { callApi } from '@/lib/http';
import { authSession } from '@/lib/auth/session';
import { DECLINED_MESSAGE, WALLET_FAILED_MESSAGE } from '@/lib/payments';
import { db } from '../../../mocks/db/store';
import { apiRequest } from '@/lib/api/request';
import { payOrder, type PayingMethod } from './pay';

/** An upgrade paid the way the checkout's mutation pays it (its base query is the same request helper). */
const upgradeSubscription = (
  choice: { plan_id: number; sub_plan_id: number; coupon_code?: string },
  method: PayingMethod,
) => payOrder({ kind: 'upgrade', ...choice }, method, (request) => apiRequest(request));

async function logIn(email: string) {
  const { data } = await callApi('auth/login', { email, password: 'Password1!' }, { auth: 'none' });
  const record = (data as { api_token: string; user_id: string }[])[0];
  if (!record) throw new Error('The test login got no session.');
  authSession.saveMember(record.api_token, record.user_id);
}

const card = (number: string) => ({
  kind: 'card' as const,
  input: {
    kind: 'details' as const,
    card: { number, expMonth: '12', expYear: String(new Date().getFullYear() + 2), cvv: '123' },
  },
});

describe('the checkout against the mock', () => {
  it('upgrades a free member with the 4242 card and never sends or stores the number', async () => {
    await logIn('free@example.com');
    const reply = await upgradeSubscription(
      { plan_id: 3, sub_plan_id: 12, coupon_code: 'WELCOME' },
      card('4242424242424242'),
    );
    expect(reply.message).toBe('Congratulations, your payment was successful!');
    const payment = db.get().payments.at(-1);
    expect(payment?.body).toMatchObject({
      plan_id: 3,
      sub_plan_id: 12,
      coupon_code: 'WELCOME',
      recurly_token: 'mock_ok_Visa_4242',
      is_apple_pay: '2',
    });
    expect(JSON.stringify(db.get())).not.toContain('4242424242424242');
    const user = db.get().users.find((candidate) => candidate.email === 'free@example.com');
    expect(user).toMatchObject({ type: 2, current_plan_id: 3, sub_plan_id: 12, has_cards: 1 });
  });

  it('shows the decline message for 4000 0000 0000 0002', async () => {
    await logIn('free@example.com');
    await expect(
      upgradeSubscription({ plan_id: 3, sub_plan_id: 2 }, card('4000000000000002')),
    ).rejects.toThrow(DECLINED_MESSAGE);
  });

  it('asks for the provider fields when the card number is not a card', async () => {
    await logIn('free@example.com');
    await expect(
      upgradeSubscription({ plan_id: 3, sub_plan_id: 2 }, card('1234567812345678')),
    ).rejects.toThrow('The following fields appear to be invalid: number');
  });

  it('refuses an unknown plan and the plan a member already has', async () => {
    await logIn('premium@example.com');
    await expect(
      upgradeSubscription({ plan_id: 3, sub_plan_id: 99 }, { kind: 'saved' }),
    ).rejects.toThrow('plan is not available for the subscription.');
    await expect(
      upgradeSubscription({ plan_id: 3, sub_plan_id: 2 }, { kind: 'saved' }),
    ).rejects.toThrow('You have already subscribed to a premium plan.');
  });

  it('charges the saved card directly', async () => {
    await logIn('premium@example.com');
    const reply = await upgradeSubscription({ plan_id: 3, sub_plan_id: 12 }, { kind: 'saved' });
    expect(reply.message).toBe('Congratulations, your payment was successful!');
  });

  it('pays by the simulated wallet sheet, and reports wallet failures as "payment failed! Please try again."', async () => {
    await logIn('free@example.com');
    const paid = upgradeSubscription(
      { plan_id: 3, sub_plan_id: 2 },
      { kind: 'wallet', price: 44.97, label: 'Premium' },
    );
    fireEvent.click(await screen.findByRole('button', { name: /^Pay with/ }));
    await expect(paid).resolves.toMatchObject({
      message: 'Congratulations, your payment was successful!',
    });
    expect(db.get().payments.at(-1)?.body).toMatchObject({ is_apple_pay: '1' });

    injectedFailures.add('do_upgrade', 'Card network unavailable');
    const failed = upgradeSubscription(
      { plan_id: 3, sub_plan_id: 12 },
      { kind: 'wallet', price: 119.99, label: 'Premium' },
    );
    expect(await screen.findByRole('dialog', { name: /Pay/ })).toHaveTextContent('£119.99');
    fireEvent.click(await screen.findByRole('button', { name: /^Pay with/ }));
    await expect(failed).rejects.toThrow(WALLET_FAILED_MESSAGE);
  });

  it('answers the contract coupons with their final amounts and refuses the rest', async () => {
    const check = async (plan_id: number, sub_plan_id: number, coupon_code: string) => {
      const { data, message } = await callApi(
        'frontend/coupon_details',
        { plan_id, sub_plan_id, coupon_code },
        { auth: 'none' },
      );
      const details = (
        data as { coupon_details: { coupon_valid: number; final_amount: number } }[]
      )[0]?.coupon_details;
      return { valid: details?.coupon_valid, final: details?.final_amount, message };
    };
    expect(await check(3, 12, 'WELCOME')).toMatchObject({
      valid: 1,
      final: 29.97,
      message: 'valid',
    });
    expect(await check(3, 2, 'REFER')).toMatchObject({ valid: 1, final: 34.97 });
    expect(await check(3, 12, 'POWERUP')).toMatchObject({ valid: 1, final: 35.99 });
    expect(await check(3, 12, 'BF2022')).toMatchObject({ valid: 1, final: 29.97 });
    expect(await check(5, 58, 'FITNESSONLY')).toMatchObject({ valid: 1, final: 15 });
    expect(await check(3, 2, 'WELCOME')).toMatchObject({
      valid: 0,
      message: 'This coupon code is not valid for this plan.  remove code >>',
    });
  });
});

describe('the checkout hook points, for every payment place', () => {
  const pathsPaid = () => db.get().payments.map((payment) => `${payment.path}:${payment.result}`);
  const paymentLogs = () =>
    db
      .get()
      .events.filter((event) => event.name === 'payment_log')
      .map((event) => event.data);

  it('checks the saved card (user/check_card) before it is charged', async () => {
    await logIn('premium@example.com');
    const before = pathsPaid().length;
    await upgradeSubscription({ plan_id: 3, sub_plan_id: 12 }, { kind: 'saved' });
    expect(pathsPaid().slice(before)).toEqual([
      'user/check_card:ok',
      'payments/do_upgrade_downgrade_subscription_plan:ok',
    ]);
    // A card typed now is not checked: only a saved card is.
    const typed = pathsPaid().length;
    await payOrder(
      {
        kind: 'oneTime',
        product_type: 'folder',
        product_type_id: 1059,
        product_price: 4.99,
        name: 'Pack',
      },
      card('4242424242424242'),
      (request) => apiRequest(request),
    ).catch(() => undefined);
    expect(
      pathsPaid()
        .slice(typed)
        .some((entry) => entry.startsWith('user/check_card')),
    ).toBe(false);
  });

  it('charges nothing when the saved card check says no, and logs the failure', async () => {
    await logIn('free@example.com');
    db.update((data) => {
      const free = data.users.find((candidate) => candidate.email === 'free@example.com');
      if (free) data.cards[free.user_id] = [];
    });
    const before = pathsPaid().length;
    await expect(
      upgradeSubscription({ plan_id: 3, sub_plan_id: 12 }, { kind: 'saved' }),
    ).rejects.toThrow('Please add a card to pay with.');
    expect(pathsPaid().slice(before)).toEqual(['user/check_card:failed']);
    await vi.waitFor(() =>
      expect(paymentLogs().at(-1)).toEqual({
        user_id: String(authSession.memberUserId()),
        message: 'Please add a card to pay with.',
      }),
    );
  });

  it('sends the payment log (user_id and message) when a card is declined', async () => {
    await logIn('free@example.com');
    await expect(
      upgradeSubscription({ plan_id: 3, sub_plan_id: 2 }, card('4000000000000002')),
    ).rejects.toThrow(DECLINED_MESSAGE);
    await vi.waitFor(() =>
      expect(paymentLogs().at(-1)).toEqual({
        user_id: String(authSession.memberUserId()),
        message: DECLINED_MESSAGE,
      }),
    );
  });

  it('refuses a payment log for someone else', async () => {
    await logIn('free@example.com');
    await expect(
      apiRequest({
        url: 'user/payment_log',
        method: 'POST',
        body: { user_id: '999999', message: 'Declined' },
        auth: 'member',
      }),
    ).rejects.toThrow('You can only log your own payments.');
  });
});
