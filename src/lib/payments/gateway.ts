import { env } from '../env';
import { PaymentError, type GatewayName, type PaymentGateway } from './types';

/** Shown on payment screens of a real-API build with no payment key. */
export const PAYMENT_NOT_CONFIGURED_MESSAGE = 'Card payment is not configured.';

/**
 * Which gateway this build uses: Recurly or Stripe when their public key is set, else the mock
 * with the mock backend. A real-API build never uses the mock gateway: with no key, none.
 */
export function gatewayName(): GatewayName | null {
  if (env.recurlyPublicKey) return 'recurly';
  if (env.stripePublishableKey) return 'stripe';
  return env.mockBackend ? 'mock' : null;
}

let cached: Promise<PaymentGateway> | null = null;

/**
 * The payment gateway, loaded on demand (call it only from payment screens): provider code is
 * in its own chunk and never in the entry or other bundles.
 */
export function getPaymentGateway(): Promise<PaymentGateway> {
  cached ??= (async () => {
    const name = gatewayName();
    if (name === 'recurly') return (await import('./recurlyGateway')).recurlyGateway;
    if (name === 'stripe') return (await import('./stripeGateway')).stripeGateway;
    if (name === 'mock') return (await import('./mockGateway')).mockGateway;
    throw new PaymentError('provider', PAYMENT_NOT_CONFIGURED_MESSAGE);
  })();
  return cached;
}
