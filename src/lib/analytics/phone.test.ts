import { normalisePhoneForAds } from './phone';

describe('normalisePhoneForAds', () => {
  it.each([
    ['07700 900123', '447700900123'],
    ['+44 7700 900123', '447700900123'],
    ['0044 (0)7700-900123', '447700900123'],
    ['+44 07700 900123', '447700900123'],
    ['+44 (0) 20 7946 0018', '442079460018'],
    ['+44 (0)7700 900123', '447700900123'],
    ['7700900123', '447700900123'],
    ['447700900123', '447700900123'],
    ['00447700900123', '447700900123'],
    ['(020) 7946 0018', '442079460018'],
  ])('%s becomes %s', (input, expected) => {
    expect(normalisePhoneForAds(input)).toBe(expected);
  });

  it('gives an empty string when there are no digits', () => {
    expect(normalisePhoneForAds('')).toBe('');
    expect(normalisePhoneForAds(undefined)).toBe('');
    expect(normalisePhoneForAds('n/a')).toBe('');
    expect(normalisePhoneForAds('000')).toBe('');
  });
});
