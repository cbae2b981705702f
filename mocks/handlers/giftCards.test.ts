import { describe, expect, it } from 'vitest';
import { apiRequest } from '../../src/lib/api/request';
import { authSession } from '../../src/lib/auth/session';
import { localDay } from '../../src/lib/validation/requestBodies';
import { MOCK_WALLET_TOKEN } from '../../src/lib/payments/mockCards';
import { db } from '../db/store';

function signIn(userId: number) {
  db.update((state) => {
    state.sessions[`token-gift-${userId}`] = userId;
  });
  authSession.saveMember(`token-gift-${userId}`, userId);
}

function tomorrow(): string {
  const day = new Date();
  day.setDate(day.getDate() + 1);
  return localDay(day);
}

const PURCHASE = {
  amount: 20,
  recipient_name: 'Fiona Free',
  recipient_email: 'free@example.com',
  gift_message: '',
  send_date: localDay(),
  recurly_token: MOCK_WALLET_TOKEN,
  is_apple_pay: '1',
};

const purchase = (body: Record<string, unknown>) =>
  apiRequest({ url: 'giftcards/purchase', method: 'POST', body });

describe('gift cards mock', () => {
  it('refuses a purchase the form would refuse, and charges nothing', async () => {
    signIn(102);
    await expect(purchase({ ...PURCHASE, amount: 501 })).rejects.toThrow(
      'Please choose an amount from £5 to £500, in whole pounds.',
    );
    await expect(purchase({ ...PURCHASE, recipient_email: 'fiona@' })).rejects.toThrow(
      'Please enter a valid email address.',
    );
    await expect(purchase({ ...PURCHASE, send_date: '2020-01-01' })).rejects.toThrow(
      'Please choose today or a later date.',
    );
    expect(db.get().giftCardOrders).toEqual([]);
    expect(db.get().mailbox).toEqual([]);
  });

  it('emails a card on its send date, not before, and its code is redeemed once', async () => {
    signIn(102);
    await purchase({ ...PURCHASE, send_date: tomorrow() });
    expect(db.get().giftCardOrders[0]?.status).toBe('Scheduled');
    expect(db.get().mailbox).toEqual([]);
    const code = db.get().giftCardOrders[0]?.code ?? '';
    signIn(101);
    await expect(
      apiRequest({ url: 'giftcards/redeem', method: 'POST', body: { gift_card_code: code } }),
    ).rejects.toThrow('This gift card code is not valid.');

    // The send date comes.
    db.update((state) => {
      const card = state.giftCardOrders[0];
      if (card) card.send_date = localDay();
    });
    const sent = await apiRequest({ url: 'giftcards/sent', method: 'GET' }).catch(() => null);
    expect(sent?.data).toEqual([]);
    expect(db.get().mailbox.at(-1)).toMatchObject({ to: 'free@example.com' });
    await apiRequest({
      url: 'giftcards/redeem',
      method: 'POST',
      body: { gift_card_code: code.toLowerCase() },
    });
    expect(db.get().users.find((user) => user.user_id === 101)?.gift_credit_balance).toBe(20);
    await expect(
      apiRequest({ url: 'giftcards/redeem', method: 'POST', body: { gift_card_code: code } }),
    ).rejects.toThrow('This gift card has already been redeemed.');
  });

  it('takes only the gift credit the member saw off a plan', async () => {
    signIn(101);
    db.update((state) => {
      const fiona = state.users.find((user) => user.user_id === 101);
      if (fiona) fiona.gift_credit_balance = 25;
    });
    const upgrade = (used: number) =>
      apiRequest({
        url: 'payments/do_upgrade_downgrade_subscription_plan',
        method: 'POST',
        body: {
          plan_id: 3,
          sub_plan_id: 2,
          coupon_code: '',
          gift_credit_used: used,
          recurly_token: MOCK_WALLET_TOKEN,
          is_apple_pay: '1',
        },
      });
    await expect(upgrade(10)).rejects.toThrow(
      'Your gift credit has changed. Please check the price and try again.',
    );
    const reply = await upgrade(25);
    expect(reply.data).toEqual([expect.objectContaining({ amount: 19.97 })]);
    expect(db.get().users.find((user) => user.user_id === 101)?.gift_credit_balance).toBe(0);
  });

  it("takes a bought card's code in the plan's gift card field once, the rest kept as gift credit", async () => {
    signIn(102);
    await purchase({ ...PURCHASE, amount: 50 });
    const code = db.get().giftCardOrders[0]?.code ?? '';
    signIn(101);
    const shown = await apiRequest({
      url: 'user/gift_card_price_display',
      method: 'POST',
      body: { gift_card_code: code, price: 44.97 },
    });
    expect(shown.data).toEqual([{ new_price: 0 }]);
    const upgrade = () =>
      apiRequest({
        url: 'payments/do_upgrade_downgrade_subscription_plan',
        method: 'POST',
        body: {
          plan_id: 3,
          sub_plan_id: 2,
          coupon_code: '',
          gift_card_code: code,
          recurly_token: MOCK_WALLET_TOKEN,
          is_apple_pay: '1',
        },
      });
    expect((await upgrade()).data).toEqual([expect.objectContaining({ amount: 0 })]);
    expect(db.get().giftCardOrders[0]).toMatchObject({ status: 'Redeemed', redeemed_by: 101 });
    expect(db.get().users.find((user) => user.user_id === 101)?.gift_credit_balance).toBe(5.03);
    await expect(
      apiRequest({
        url: 'user/gift_card_price_display',
        method: 'POST',
        body: { gift_card_code: code, price: 44.97 },
      }),
    ).rejects.toThrow('This gift card code is not valid.');
  });
});
