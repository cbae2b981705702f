/**
 * The payment gateway contract. Screens talk to a PaymentGateway (mock, Recurly or Stripe) and
 * never to a provider SDK directly. Card numbers pass through here only to be tokenised: they
 * are never stored, logged or kept in Redux.
 */
export type GatewayName = 'mock' | 'recurly' | 'stripe';

/** Card details typed into our own fields (mock gateway, or the old card form). */
export interface CardDetails {
  number: string;
  expMonth: string;
  expYear: string;
  cvv: string;
  firstName?: string;
  lastName?: string;
  /** The name on the card. */
  holderName?: string;
}

/** What a card form hands to the gateway: typed details, or the provider's hosted fields. */
export type CardInput =
  { kind: 'details'; card: CardDetails } | { kind: 'hosted'; tokenize: () => Promise<CardToken> };

/** A one-time card token the server charges (sent as recurly_token). */
export interface CardToken {
  token: string;
  last4: string;
  brand: string;
}

/** A 3-D Secure step: an action token (Recurly / Stripe) or an action link (offer confirm). */
export interface ThreeDSecureRequest {
  actionTokenId?: string;
  actionLink?: string;
}

export type WalletKind = 'apple_pay' | 'google_pay';

/** Wallet amounts are in pence, country GB, currency gbp (spec 2 §9). */
export interface WalletRequest {
  amountPence: number;
  label: string;
  country: 'GB';
  currency: 'gbp';
}

export interface WalletResult {
  token: string;
  method: WalletKind;
}

/** The provider's hosted card fields, mounted in a container of the card form. */
export interface HostedCardFields {
  tokenize(names: { firstName?: string; lastName?: string }): Promise<CardToken>;
  destroy(): void;
}

export interface PaymentGateway {
  readonly name: GatewayName;
  /** Mounts the provider's hosted card fields (Recurly / Stripe only). */
  mountHostedFields?(container: HTMLElement): Promise<HostedCardFields>;
  /** True when the card number is typed in the provider's hosted fields (Recurly / Stripe). */
  readonly hostedFields: boolean;
  tokenizeCard(input: CardInput): Promise<CardToken>;
  /**
   * Runs the bank challenge inside `container` (an iframe 450 by 600). Resolves with the
   * result token id to send back as three_d_secure_action_result_token_id ('' for an action
   * link, which the server completes itself); rejects with PaymentError 'three_d_secure_failed'.
   */
  threeDSecure(request: ThreeDSecureRequest, container: HTMLElement): Promise<string>;
  /** Which wallet this browser offers, or null. */
  walletAvailable(): Promise<WalletKind | null>;
  /** Opens the wallet sheet; rejects with PaymentError 'wallet_failed' or 'cancelled'. */
  walletPay(request: WalletRequest): Promise<WalletResult>;
}

export type PaymentErrorCode =
  | 'declined'
  | 'invalid_fields'
  | 'three_d_secure_failed'
  | 'wallet_failed'
  | 'cancelled'
  | 'provider';

export const WALLET_FAILED_MESSAGE = 'payment failed! Please try again.';
export const APPLE_PAY_UNSUPPORTED =
  'Your browser or device does not support Apple Pay on the web. Open this page in Safari on a compatible device.';
export const APPLE_PAY_NOT_CAPABLE = 'This device is not capable of making apple pay payments.';

/**
 * The paywall's variant of a wallet failure (spec 2 §8): with Recurly as the gateway its Apple Pay
 * message ends "(recurly)"; every other message, and every other gateway, is left as it is.
 */
export function paywallWalletMessage(message: string, gateway: GatewayName | null): string {
  return gateway === 'recurly' && message === APPLE_PAY_UNSUPPORTED
    ? `${APPLE_PAY_UNSUPPORTED} (recurly)`
    : message;
}
export const INVALID_FIELDS_PREFIX = 'The following fields appear to be invalid: ';

export class PaymentError extends Error {
  readonly code: PaymentErrorCode;
  readonly fields: string[];
  constructor(code: PaymentErrorCode, message: string, fields: string[] = []) {
    super(message);
    this.name = 'PaymentError';
    this.code = code;
    this.fields = fields;
  }
}

/** "The following fields appear to be invalid: " plus the field names, or the provider message. */
export function providerErrorMessage(fields: string[], providerMessage: string): string {
  return fields.length ? `${INVALID_FIELDS_PREFIX}${fields.join(', ')}` : providerMessage;
}
