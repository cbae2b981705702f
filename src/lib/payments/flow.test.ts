import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_COOKIES, saveConsent } from '../consent/consent';
import { ApiError } from '../http/envelope';
import { db } from '../../../mocks/db/store';
import { payWithThreeDSecure } from './flow';
import { PaymentError, type PaymentGateway } from './types';

function gateway(threeDSecure: PaymentGateway['threeDSecure']): PaymentGateway {
  return {
    name: 'mock',
    hostedFields: false,
    tokenizeCard: vi.fn(),
    threeDSecure,
    walletAvailable: async () => null,
    walletPay: vi.fn(),
  };
}

const challenge = new ApiError('Your bank needs to confirm this payment.', 'server', [
  { transaction_error: { message: 'Your bank needs to confirm this payment.', three_d_secure_action_token_id: 'tok-1' } },
]);

async function abandonedCarts(): Promise<number> {
  await vi.waitFor(() => expect(db.get().events.some((event) => event.name === 'abandoned_cart')).toBe(true));
  return db.get().events.filter((event) => event.name === 'abandoned_cart').length;
}

describe('payWithThreeDSecure', () => {
  // The abandoned-cart event is tracking: these visitors said yes to cookies.
  beforeEach(() => saveConsent(true));
  afterEach(() => Object.values(CONSENT_COOKIES).forEach((name) => Cookies.remove(name)));

  it('runs the bank step for a transaction error with an action token, then sends the result token', async () => {
    const send = vi.fn().mockRejectedValueOnce(challenge).mockResolvedValueOnce({ message: 'ok', data: [] });
    const reply = await payWithThreeDSecure(gateway(async (request) => `result-for-${request.actionTokenId}`), send);
    expect(reply.message).toBe('ok');
    expect(send).toHaveBeenLastCalledWith({ three_d_secure_action_result_token_id: 'result-for-tok-1' });
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('fails with an abandoned-cart event when the frame posts "loaded-frame-fail"', async () => {
    const send = vi.fn().mockRejectedValue(challenge);
    const failing = gateway(async () => {
      throw new PaymentError('three_d_secure_failed', 'Your bank could not confirm this payment.');
    });
    await expect(payWithThreeDSecure(failing, send, { plan_id: 3 })).rejects.toThrow('Your bank could not confirm this payment.');
    expect(await abandonedCarts()).toBe(1);
  });

  it('opens the frame for a reply with an action_link', async () => {
    const seen: string[] = [];
    const reply = await payWithThreeDSecure(
      gateway(async (request) => {
        seen.push(request.actionLink ?? '');
        return '';
      }),
      async () => ({ message: 'ok', data: [{ action_link: '/mock-3ds.html?action=x' }] }),
    );
    expect(seen).toEqual(['/mock-3ds.html?action=x']);
    expect(reply.message).toBe('ok');
  });

  it('passes other failures through with the server message and an abandoned-cart event', async () => {
    const send = vi.fn().mockRejectedValue(new ApiError('Your card was declined.', 'server', [{ transaction_error: { message: 'Your card was declined.' } }]));
    await expect(payWithThreeDSecure(gateway(vi.fn()), send)).rejects.toThrow('Your card was declined.');
    expect(await abandonedCarts()).toBe(1);
  });

  it('sends no abandoned-cart event for a visitor who said no to cookies', async () => {
    const before = db.get().events.filter((event) => event.name === 'abandoned_cart').length;
    const declined = () => vi.fn().mockRejectedValue(new ApiError('Your card was declined.', 'server', [{ transaction_error: { message: 'Your card was declined.' } }]));
    saveConsent(false);
    await expect(payWithThreeDSecure(gateway(vi.fn()), declined())).rejects.toThrow('Your card was declined.');
    // The same failure once the visitor agrees: only this one is recorded.
    saveConsent(true);
    await expect(payWithThreeDSecure(gateway(vi.fn()), declined())).rejects.toThrow('Your card was declined.');
    await vi.waitFor(() => expect(db.get().events.filter((event) => event.name === 'abandoned_cart').length).toBeGreaterThan(before));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(db.get().events.filter((event) => event.name === 'abandoned_cart').length).toBe(before + 1);
  });
});
