import { invalidCardFields } from '../validation/bodies/card';
import { openOverlay } from './overlay';
import { MOCK_BANK_PAGE, runChallengeFrame } from './threeDSecureFrame';
import { cardBrand, digitsOnly, mockToken, MOCK_WALLET_TOKEN } from './mockCards';
import {
  PaymentError,
  providerErrorMessage,
  type CardInput,
  type CardToken,
  type PaymentGateway,
  type ThreeDSecureRequest,
  type WalletKind,
  type WalletRequest,
  type WalletResult,
} from './types';

function walletKind(): WalletKind {
  const agent = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  return /Safari/.test(agent) && !/Chrome|Chromium|Android/.test(agent)
    ? 'apple_pay'
    : 'google_pay';
}

const WALLET_TITLES: Record<WalletKind, string> = {
  apple_pay: 'Apple Pay',
  google_pay: 'Google Pay',
};

/** The mock gateway: follows the test cards; wallet sheet and bank step are simulated. */
export const mockGateway: PaymentGateway = {
  name: 'mock',
  hostedFields: false,

  async tokenizeCard(input: CardInput): Promise<CardToken> {
    if (input.kind === 'hosted') return input.tokenize();
    const { card } = input;
    // The card rule the server checks a raw card with too (lib/validation/requestBodies).
    const fields = invalidCardFields(card);
    if (fields.length)
      throw new PaymentError('invalid_fields', providerErrorMessage(fields, ''), fields);
    const digits = digitsOnly(card.number);
    return { token: mockToken(digits), last4: digits.slice(-4), brand: cardBrand(digits) };
  },

  async threeDSecure(request: ThreeDSecureRequest, container: HTMLElement): Promise<string> {
    const src =
      request.actionLink ||
      `${MOCK_BANK_PAGE}?action=${encodeURIComponent(request.actionTokenId ?? '')}`;
    await runChallengeFrame(src, container);
    return request.actionTokenId ? `3ds_result_${request.actionTokenId}` : '';
  },

  async walletAvailable(): Promise<WalletKind | null> {
    return walletKind();
  },

  walletPay(request: WalletRequest): Promise<WalletResult> {
    const method = walletKind();
    return new Promise((resolve, reject) => {
      const overlay = openOverlay(WALLET_TITLES[method], () => {
        overlay.close();
        reject(new PaymentError('cancelled', 'Payment cancelled.'));
      });
      const amount = document.createElement('p');
      amount.className = 'payment-overlay__amount';
      amount.textContent = `${request.label}: £${(request.amountPence / 100).toFixed(2)}`;
      const note = document.createElement('p');
      note.textContent = 'Simulated wallet (demo): no money is taken.';
      const actions = document.createElement('div');
      actions.className = 'payment-overlay__actions';
      const cancel = document.createElement('button');
      cancel.type = 'button';
      cancel.className = 'button button--secondary';
      cancel.textContent = 'Cancel';
      const pay = document.createElement('button');
      pay.type = 'button';
      pay.className = 'button button--primary';
      pay.textContent = `Pay with ${WALLET_TITLES[method]}`;
      cancel.addEventListener('click', () => {
        overlay.close();
        reject(new PaymentError('cancelled', 'Payment cancelled.'));
      });
      pay.addEventListener('click', () => {
        overlay.close();
        resolve({ token: MOCK_WALLET_TOKEN, method });
      });
      actions.append(cancel, pay);
      overlay.body.append(amount, note, actions);
      pay.focus();
    });
  },
};
