import { env } from '../env';
import type { GatewayName, PaymentGateway } from './types';

/** Which gateway this build uses: Recurly or Stripe when their public key is set, else the mock. */
export function gatewayName(): GatewayName {
  if (env.recurlyPublicKey) return 'recurly';
  if (env.stripePublishableKey) return 'stripe';
  return 'mock';
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
    return (await import('./mockGateway')).mockGateway;
  })();
  return cached;
}
