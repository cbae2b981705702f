import { env } from '../env';
import { runChallengeFrame } from './threeDSecureFrame';
import {
  PaymentError,
  WALLET_FAILED_MESSAGE,
  APPLE_PAY_NOT_CAPABLE,
  APPLE_PAY_UNSUPPORTED,
  type CardInput,
  type CardToken,
  type HostedCardFields,
  type PaymentGateway,
  type ThreeDSecureRequest,
  type WalletKind,
  type WalletRequest,
  type WalletResult,
} from './types';

/** The small part of recurly.js (v4) this app uses. */
interface RecurlyError {
  message: string;
  fields?: string[];
}
interface RecurlyEmitter {
  on(event: string, handler: (value: never) => void): void;
}
interface RecurlyInstance {
  configure(options: Record<string, unknown>): void;
  Risk(): {
    ThreeDSecure(options: {
      actionTokenId: string;
    }): RecurlyEmitter & { attach(container: HTMLElement): void };
  };
  ApplePay(options: Record<string, unknown>): RecurlyEmitter & { begin(): void };
}

const SCRIPT_URL = 'https://js.recurly.com/v4/recurly.js';
let loading: Promise<RecurlyInstance> | null = null;

/** recurly.js, loaded only on payment screens and only when a public key is configured. */
function recurly(): Promise<RecurlyInstance> {
  loading ??= new Promise<RecurlyInstance>((resolve, reject) => {
    const ready = () => {
      const instance = (window as unknown as { recurly?: RecurlyInstance }).recurly;
      if (!instance)
        return reject(new PaymentError('provider', 'The payment provider could not be loaded.'));
      instance.configure({ publicKey: env.recurlyPublicKey });
      resolve(instance);
    };
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = ready;
    script.onerror = () => {
      loading = null;
      reject(new PaymentError('provider', 'The payment provider could not be loaded.'));
    };
    document.head.append(script);
  });
  return loading;
}

export const recurlyGateway: PaymentGateway = {
  name: 'recurly',
  hostedFields: true,

  async mountHostedFields(container: HTMLElement): Promise<HostedCardFields> {
    // recurly.js must be on the page before @recurly/react-recurly renders its elements.
    await recurly();
    const { mountRecurlyCard } = await import('./recurlyHostedFields');
    return mountRecurlyCard(container);
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
    const client = await recurly();
    return new Promise<string>((resolve, reject) => {
      const step = client.Risk().ThreeDSecure({ actionTokenId: request.actionTokenId ?? '' });
      step.on('token', (token: { id: string }) => resolve(token.id));
      step.on('error', (error: RecurlyError) =>
        reject(new PaymentError('three_d_secure_failed', error.message)),
      );
      step.attach(container);
    });
  },

  async walletAvailable(): Promise<WalletKind | null> {
    const session = (window as unknown as { ApplePaySession?: { canMakePayments(): boolean } })
      .ApplePaySession;
    return session?.canMakePayments() ? 'apple_pay' : null;
  },

  async walletPay(request: WalletRequest): Promise<WalletResult> {
    const session = (window as unknown as { ApplePaySession?: { canMakePayments(): boolean } })
      .ApplePaySession;
    if (!session) throw new PaymentError('provider', APPLE_PAY_UNSUPPORTED);
    if (!session.canMakePayments()) throw new PaymentError('provider', APPLE_PAY_NOT_CAPABLE);
    const client = await recurly();
    return new Promise<WalletResult>((resolve, reject) => {
      const applePay = client.ApplePay({
        country: 'GB',
        currency: 'GBP',
        label: request.label,
        total: (request.amountPence / 100).toFixed(2),
        recurring: { interval: 'year', intervalCount: 1 },
      });
      applePay.on('token', (token: { id: string }) =>
        resolve({ token: token.id, method: 'apple_pay' }),
      );
      applePay.on('error', () => reject(new PaymentError('wallet_failed', WALLET_FAILED_MESSAGE)));
      applePay.on('cancel', () => reject(new PaymentError('cancelled', 'Payment cancelled.')));
      applePay.begin();
    });
  },
};
