/**
 * The social sign-in contract. Screens talk to a SocialProvider (the mock's consent page, or
 * Facebook's SDK) and never to a provider SDK directly, as payment screens talk to a
 * PaymentGateway (lib/payments).
 */
export type SocialProviderName = 'mock' | 'facebook';

/** Who signed in, as the provider's graph call says (spec 2: "Social login result"). */
export interface SocialLoginResult {
  id: string;
  name: string;
  email: string;
  picture: string;
  accessToken: string;
}

export interface SocialProvider {
  readonly name: SocialProviderName;
  /**
   * Opens the provider's consent step; resolves with who signed in, or rejects with a
   * SocialSignInError (closed or refused: `cancelled`).
   */
  signIn(): Promise<SocialLoginResult>;
}

export type SocialErrorKind = 'cancelled' | 'blocked' | 'provider';

export class SocialSignInError extends Error {
  constructor(
    readonly kind: SocialErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'SocialSignInError';
  }
}

export const SOCIAL_CANCELLED_MESSAGE = 'Facebook sign-in was cancelled.';
export const SOCIAL_BLOCKED_MESSAGE =
  'The Facebook window could not open. Please allow pop-ups for this site and try again.';
export const SOCIAL_NOT_CONFIGURED_MESSAGE = 'Facebook sign-in is not configured.';
