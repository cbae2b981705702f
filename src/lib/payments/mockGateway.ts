import { expiryError, MAX_LENGTH } from '../validation/limits';
import { openOverlay } from './overlay';
import { MOCK_BANK_PAGE, runChallengeFrame } from './threeDSecureFrame';
import { cardBrand, digitsOnly, luhnValid, mockToken, MOCK_WALLET_TOKEN } from './mockCards';
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

/**
 * Checks typed card details as a provider's tokeniser would; lists the invalid fields: the
 * number (Luhn), the expiry (month 1 to 12, not before this month), the CVV and the names
 * (at most 50 characters each).
 */
export function invalidCardFields(card: {
  number: string;
  expMonth: string;
  expYear: string;
  cvv: string;
  firstName?: string;
  lastName?: string;
  holderName?: string;
}): string[] {
  const fields: string[] = [];
  if (!luhnValid(card.number)) fields.push('number');
  const month = /^\d{1,2}$/.test(card.expMonth.trim()) ? Number(card.expMonth) : NaN;
  const year = /^\d{2}$|^\d{4}$/.test(card.expYear.trim()) ? Number(card.expYear) : NaN;
  if (expiryError(month, year)) fields.push('month', 'year');
  if (!/^\d{3,4}$/.test(card.cvv)) fields.push('cvv');
  const names = [card.firstName, card.lastName, card.holderName];
  if (names.some((name) => (name ?? '').length > MAX_LENGTH.name)) fields.push('name');
  return fields;
}

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
