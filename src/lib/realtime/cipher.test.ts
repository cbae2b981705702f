import { describe, expect, it } from 'vitest';
import { decryptBody, encryptBody } from './cipher';

describe('realtime body cipher', () => {
  const body = {
    en: 'sendMessage',
    authorization: 'Bearer t',
    user_id: '102',
    data: { msg: 'Hi £5 ✓' },
    cid: 'c1',
  };

  it('round-trips a body under the same secret', () => {
    const cipherText = encryptBody(body, 'secret');
    expect(cipherText).not.toContain('sendMessage');
    expect(decryptBody(cipherText, 'secret')).toEqual(body);
  });

  it('returns null under another secret or for garbage', () => {
    expect(decryptBody(encryptBody(body, 'secret'), 'wrong')).toBeNull();
    expect(decryptBody('not a cipher text', 'secret')).toBeNull();
  });
});
