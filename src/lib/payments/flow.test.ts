import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_COOKIES, saveConsent } from '../consent/consent';
import { ApiError } from '../http/envelope';
import { db } from '../../../mocks/db/store';
import { payWithThreeDSecure } from './flow';
import { PaymentError, type PaymentGateway } from './types';

function gateway(
  threeDSecure: PaymentGateway['threeDSecure'],
  name: PaymentGateway['name'] = 'mock',
): PaymentGateway {
  return {
    name,
    hostedFields: false,
    tokenizeCard: vi.fn(),
    threeDSecure,
    walletAvailable: async () => null,
    walletPay: vi.fn(),
  };
}

const challenge = new ApiError('Your bank needs to confirm this payment.', 'server', [
  {
    transaction_error: {
      message: 'Your bank needs to confirm this payment.',
      three_d_secure_action_token_id: 'tok-1',
    },
  },
]);

async function abandonedCarts(): Promise<number> {
  await vi.waitFor(
    () => expect(db.get().events.some((event) => event.name === 'abandoned_cart')).toBe(true),
    { timeout: 5000 },
  );
  return db.get().events.filter((event) => event.name === 'abandoned_cart').length;
}

describe('payWithThreeDSecure', () => {
  // The abandoned-cart event is tracking: these visitors said yes to cookies.
  beforeEach(() => saveConsent(true));
  afterEach(() => Object.values(CONSENT_COOKIES).forEach((name) => Cookies.remove(name)));

  it('runs the bank step for a transaction error with an action token, then sends the result token', async () => {
    const send = vi
      .fn()
      .mockRejectedValueOnce(challenge)
      .mockResolvedValueOnce({ message: 'ok', data: [] });
    const reply = await payWithThreeDSecure(
      gateway(async (request) => `result-for-${request.actionTokenId}`),
      send,
    );
    expect(reply.message).toBe('ok');
    expect(send).toHaveBeenLastCalledWith({
      three_d_secure_action_result_token_id: 'result-for-tok-1',
    });
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('fails with an abandoned-cart event when the frame posts "loaded-frame-fail"', async () => {
    const send = vi.fn().mockRejectedValue(challenge);
    const failing = gateway(async () => {
      throw new PaymentError('three_d_secure_failed', 'Your bank could not confirm this payment.');
    });
    await expect(payWithThreeDSecure(failing, send, { plan_id: 3 })).rejects.toThrow(
      'Your bank could not confirm this payment.',
    );
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

  it('opens only an https link, or the mock bank page with the mock gateway, as the bank step', async () => {
    const opened = async (link: string, name: PaymentGateway['name']) => {
      const seen: string[] = [];
      const pay = payWithThreeDSecure(
        gateway(async (request) => {
          seen.push(request.actionLink ?? '');
          return '';
        }, name),
        async () => ({ message: 'ok', data: [{ action_link: link }] }),
      );
      await pay.catch(() => undefined);
      return seen;
    };
    expect(await opened('https://bank.example/3ds?step=1', 'recurly')).toEqual([
      'https://bank.example/3ds?step=1',
    ]);
    expect(await opened('/mock-3ds.html?action=x', 'mock')).toEqual(['/mock-3ds.html?action=x']);
    // The mock's bank page is no bank step of a real provider: a failed payment.
    expect(await opened('/mock-3ds.html?action=x', 'stripe')).toEqual([]);
    expect(await abandonedCarts()).toBe(1);
  });

  it('fails the payment unopened for a javascript:, data:, //host, http or other app link', async () => {
    const links = [
      'javascript:alert(document.domain)',
      ' JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example/3ds',
      '/\\evil.example/3ds',
      'http://bank.example/3ds',
      '/home/profile',
      'mock-3ds.html',
    ];
    for (const link of links) {
      const threeDSecure = vi.fn(async () => '');
      await expect(
        payWithThreeDSecure(gateway(threeDSecure), async () => ({
          message: 'Congratulations, your payment was successful!',
          data: [{ action_link: link }],
        })),
      ).rejects.toMatchObject({
        code: 'three_d_secure_failed',
        message: 'Your bank could not confirm this payment.',
      });
      expect(threeDSecure).not.toHaveBeenCalled();
      expect(document.querySelector('[role="dialog"], dialog[open], iframe')).toBeNull();
    }
    // Each is a failed payment: one abandoned-cart event apiece.
    await vi.waitFor(() =>
      expect(db.get().events.filter((event) => event.name === 'abandoned_cart')).toHaveLength(
        links.length,
      ),
    );
  });

  it('passes other failures through with the server message and an abandoned-cart event', async () => {
    const send = vi
      .fn()
      .mockRejectedValue(
        new ApiError('Your card was declined.', 'server', [
          { transaction_error: { message: 'Your card was declined.' } },
        ]),
      );
    await expect(payWithThreeDSecure(gateway(vi.fn()), send)).rejects.toThrow(
      'Your card was declined.',
    );
    expect(await abandonedCarts()).toBe(1);
  });

  it('sends no abandoned-cart event for a visitor who said no to cookies', async () => {
    const before = db.get().events.filter((event) => event.name === 'abandoned_cart').length;
    const declined = () =>
      vi
        .fn()
        .mockRejectedValue(
          new ApiError('Your card was declined.', 'server', [
            { transaction_error: { message: 'Your card was declined.' } },
          ]),
        );
    saveConsent(false);
    await expect(payWithThreeDSecure(gateway(vi.fn()), declined())).rejects.toThrow(
      'Your card was declined.',
    );
    // The same failure once the visitor agrees: only this one is recorded.
    saveConsent(true);
    await expect(payWithThreeDSecure(gateway(vi.fn()), declined())).rejects.toThrow(
      'Your card was declined.',
    );
    await vi.waitFor(() =>
      expect(
        db.get().events.filter((event) => event.name === 'abandoned_cart').length,
      ).toBeGreaterThan(before),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(db.get().events.filter((event) => event.name === 'abandoned_cart').length).toBe(
      before + 1,
    );
  });
});
