import { createHash } from 'node:crypto';
import { hashAdUserData, normaliseAdUser, sha256Hex } from './adUserData';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('hashed user data of ad conversions', () => {
  it('hashes text as SHA-256 lower-case hex', async () => {
    expect(await sha256Hex('abc')).toBe(sha256('abc'));
    expect(await sha256Hex('zoë')).toBe(sha256('zoë'));
  });

  it('normalises, then hashes email, names, phone and external id', async () => {
    const user = {
      email: '  Ada.Lovelace@Example.COM ',
      first_name: ' Ada ',
      last_name: 'LOVELACE',
      phone: '07700 900123',
      user_id: 101,
    };
    expect(normaliseAdUser(user)).toEqual({
      em: 'ada.lovelace@example.com',
      fn: 'ada',
      ln: 'lovelace',
      ph: '447700900123',
      external_id: '101',
    });
    expect(await hashAdUserData(user)).toEqual({
      em: sha256('ada.lovelace@example.com'),
      fn: sha256('ada'),
      ln: sha256('lovelace'),
      ph: sha256('447700900123'),
      external_id: sha256('101'),
    });
  });

  it('leaves out empty fields and never returns a raw value', async () => {
    const hashed = await hashAdUserData({
      email: 'a@b.co',
      first_name: '  ',
      phone: 'n/a',
      user_id: '',
    });
    expect(hashed).toEqual({ em: sha256('a@b.co') });
    expect(await hashAdUserData({ user_id: '0', last_name: null })).toEqual({});
    expect(await hashAdUserData(null)).toEqual({});
  });
});
