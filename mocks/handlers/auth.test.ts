import { describe, expect, it } from 'vitest';
import { db } from '../db/store';
import { mockControl } from '../control';

async function post(path: string, body: unknown) {
  const response = await fetch(`http://localhost:3000/mock-api/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { status: number; message: string; data: unknown };
}

describe('auth/forgot_password', () => {
  it('sends the reset link to the mailbox and answers every address alike, with no link', async () => {
    const registered = await post('auth/forgot_password', { email: 'Free@Example.com' });
    const unknown = await post('auth/forgot_password', { email: 'nobody.here@example.com' });
    // No account enumeration: the same answer, and never the link, to whoever asks.
    expect(registered).toEqual({
      status: 1,
      message: 'If the address is registered, we have sent a link.',
      data: [],
    });
    expect(unknown).toEqual(registered);
    expect(JSON.stringify(registered)).not.toContain('resetpassword');

    const { mailbox } = db.get();
    expect(mailbox).toHaveLength(1);
    expect(mailbox[0]).toMatchObject({
      to: 'free@example.com',
      subject: 'Reset your RWL password',
    });
    const link = mockControl.lastResetLink();
    expect(link).toBe(mailbox[0]?.link);
    expect(mockControl.lastResetLink('free@example.com')).toBe(link);
    expect(mockControl.lastResetLink('nobody.here@example.com')).toBeNull();

    // The mailed link sets a new password.
    const [, id, auth] = /^\/resetpassword\/(\d+)\/auth\/(\w+)$/.exec(link ?? '') ?? [];
    const reset = await post('auth/reset_password', {
      id,
      auth,
      password: 'BrandNew2!',
      confirm_password: 'BrandNew2!',
    });
    expect(reset).toMatchObject({ status: 1 });
  });

  it('still refuses an address that is not an email', async () => {
    expect(await post('auth/forgot_password', { email: 'free@example' })).toMatchObject({
      status: 0,
      message: 'please enter valid email id',
    });
    expect(db.get().mailbox).toEqual([]);
  });
});
