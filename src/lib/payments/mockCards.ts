/**
 * The test cards of ../shared/contract.md and the mock token format the mock server reads.
 * Only the outcome and the last four digits travel in a token, never the number.
 */
export type MockCardOutcome = 'ok' | '3ds' | 'decline';

export const TEST_CARDS: Record<string, MockCardOutcome> = {
  '4242424242424242': 'ok',
  '4000002760003184': '3ds',
  '4000000000000002': 'decline',
};

export const DECLINED_MESSAGE = 'Your card was declined.';

export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

export function luhnValid(number: string): boolean {
  const digits = digitsOnly(number);
  if (digits.length < 12 || digits.length > 19) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardBrand(number: string): string {
  const digits = digitsOnly(number);
  if (digits.startsWith('4')) return 'Visa';
  if (/^5[1-5]/.test(digits) || /^2[2-7]/.test(digits)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'American Express';
  return 'Card';
}

export function outcomeOf(number: string): MockCardOutcome {
  return TEST_CARDS[digitsOnly(number)] ?? 'ok';
}

/** mock_<outcome>_<brand>_<last4> */
export function mockToken(number: string): string {
  const digits = digitsOnly(number);
  return `mock_${outcomeOf(digits)}_${cardBrand(digits).replace(/\s/g, '')}_${digits.slice(-4)}`;
}

export function readMockToken(
  token: string,
): { outcome: MockCardOutcome; brand: string; last4: string } | null {
  const match = /^mock_(ok|3ds|decline)_([A-Za-z]+)_(\d{4})$/.exec(token);
  const [, outcome, brand, last4] = match ?? [];
  if (!outcome || !brand || !last4) return null;
  return { outcome: outcome as MockCardOutcome, brand, last4 };
}

export const MOCK_WALLET_TOKEN = 'mock_wallet_ok';
