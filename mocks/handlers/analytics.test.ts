import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { conversionRecord } from './analytics';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('mock analytics/conversion', () => {
  it('keeps event, value, currency and the hashes only', () => {
    const body = {
      event: 'purchase',
      value: 19.99,
      currency: 'GBP',
      email: 'raw@example.com',
      user_data: { em: sha256('raw@example.com'), ph: sha256('447700900123') },
    };
    expect(conversionRecord(body)).toEqual({
      event: 'purchase',
      value: 19.99,
      currency: 'GBP',
      user_data: { em: sha256('raw@example.com'), ph: sha256('447700900123') },
    });
  });

  it('refuses unhashed or unknown user data', () => {
    expect(
      conversionRecord({ event: 'purchase', user_data: { em: 'raw@example.com' } }),
    ).toBeNull();
    expect(conversionRecord({ event: 'purchase', user_data: { ph: '447700900123' } })).toBeNull();
    expect(conversionRecord({ event: 'purchase', user_data: { phone: sha256('1') } })).toBeNull();
    expect(conversionRecord({ event: 'purchase', user_data: 'raw@example.com' })).toBeNull();
  });
});
