import type { StripeCardElement } from '@stripe/stripe-js';
import { env } from '../env';
import { runChallengeFrame } from './threeDSecureFrame';
import {
  PaymentError,
  WALLET_FAILED_MESSAGE,
  type CardInput,
  type CardToken,
  type HostedCardFields,
  type PaymentGateway,
  type ThreeDSecureRequest,
  type WalletKind,
  type WalletRequest,
  type WalletResult,
} from './types';

/** Stripe, loaded only on payment screens and only when a publishable key is configured. */
async function stripe() {
  const { loadStripe } = await import('@stripe/stripe-js');
  const instance = await loadStripe(env.stripePublishableKey);
  if (!instance) throw new PaymentError('provider', 'The payment provider could not be loaded.');
  return instance;
}

export const stripeGateway: PaymentGateway = {
  name: 'stripe',
  hostedFields: true,

  async mountHostedFields(container: HTMLElement): Promise<HostedCardFields> {
    const client = await stripe();
    const card: StripeCardElement = client.elements().create('card', { hidePostalCode: true });
    card.mount(container);
    return {
      async tokenize(names) {
        const result = await client.createPaymentMethod({
          type: 'card',
          card,
          billing_details: {
            name: `${names.firstName ?? ''} ${names.lastName ?? ''}`.trim() || undefined,
          },
        });
        if (result.error || !result.paymentMethod) {
          throw new PaymentError(
            'provider',
            result.error?.message ?? 'Your card could not be read.',
          );
        }
        return {
          token: result.paymentMethod.id,
          last4: result.paymentMethod.card?.last4 ?? '',
          brand: result.paymentMethod.card?.brand ?? '',
        };
      },
      destroy: () => card.destroy(),
    };
  },

  async tokenizeCard(input: CardInput): Promise<CardToken> {
    if (input.kind === 'hosted') return input.tokenize();
    throw new PaymentError('provider', 'Card details must be typed in the secure card fields.');
  },

  async threeDSecure(request: ThreeDSecureRequest, container: HTMLElement): Promise<string> {
    if (request.actionLink) {
      await runChallengeFrame(request.actionLink, container);
      return '';
    }
    const client = await stripe();
    const result = await client.handleNextAction({ clientSecret: request.actionTokenId ?? '' });
    if (result.error || !result.paymentIntent) {
      throw new PaymentError(
        'three_d_secure_failed',
        result.error?.message ?? 'Your bank could not confirm this payment.',
      );
    }
    return result.paymentIntent.id;
  },

  async walletAvailable(): Promise<WalletKind | null> {
    const client = await stripe();
    const request = client.paymentRequest({
      country: 'GB',
      currency: 'gbp',
      total: { label: 'RWL', amount: 100 },
    });
    const can = await request.canMakePayment();
    if (!can) return null;
    return can.applePay ? 'apple_pay' : 'google_pay';
  },

  async walletPay(request: WalletRequest): Promise<WalletResult> {
    const client = await stripe();
    const payment = client.paymentRequest({
      country: request.country,
      currency: request.currency,
      total: { label: request.label, amount: request.amountPence },
    });
    const can = await payment.canMakePayment();
    if (!can) throw new PaymentError('wallet_failed', WALLET_FAILED_MESSAGE);
    return new Promise((resolve, reject) => {
      payment.on('paymentmethod', (event) => {
        event.complete('success');
        resolve({
          token: event.paymentMethod.id,
          method: can.applePay ? 'apple_pay' : 'google_pay',
        });
      });
      payment.on('cancel', () => reject(new PaymentError('cancelled', 'Payment cancelled.')));
      payment.show();
    });
  },
};
