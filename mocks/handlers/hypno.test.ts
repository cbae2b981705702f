import { describe, expect, it } from 'vitest';
import { db } from '../db/store';

async function post(path: string, body: unknown) {
  const response = await fetch(`http://localhost:3000/mock-api/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as {
    status: number;
    message: string;
    data: Record<string, unknown>[];
  };
}

describe('auth_fc: hypnotherapy accounts', () => {
  const account = {
    account: 'hypno',
    first_name: 'Hana',
    last_name: 'Calm',
    email: 'hana.calm@example.com',
    password: 'Breathe12!',
    confirm_password: 'Breathe12!',
  };

  it('checks an email, registers, and signs the new account in with the hypno token', async () => {
    // Without account "hypno" the call registers a coach, who must give far more.
    const { account: _hypno, ...coachBody } = account;
    expect((await post('auth_fc/register', coachBody)).status).toBe(0);

    expect((await post('auth_fc/check_email', { email: 'hypno@example.com' })).data).toEqual([
      { is_exist: 1 },
    ]);
    expect((await post('auth_fc/check_email', { email: account.email })).data).toEqual([
      { is_exist: 0 },
    ]);
    const created = await post('auth_fc/register', account);
    expect(created.status).toBe(1);
    expect(created.data[0]).toMatchObject({ folder_id: 501, email: account.email });
    const login = await post('auth_fc/login', { email: account.email, password: 'Breathe12!' });
    expect(login.status).toBe(1);
    expect((await post('auth_fc/register', account)).message).toBe(
      'This email is already registered. Please log in instead.',
    );
  });

  it('refuses what the form refuses', async () => {
    const mismatch = await post('auth_fc/register', { ...account, confirm_password: 'Other12!!' });
    expect(mismatch).toMatchObject({ status: 0, message: 'The passwords do not match.' });
    const short = await post('auth_fc/register', {
      ...account,
      password: 'short',
      confirm_password: 'short',
    });
    expect(short.message).toBe('Your password must be at least 8 characters.');
    const noName = await post('auth_fc/register', { ...account, first_name: ' ' });
    expect(noName.message).toBe('Please enter your first name.');
  });

  it('mails a reset link to a hypnotherapy account only, answering every address alike', async () => {
    const known = await post('auth_fc/forgot_password', { email: 'hypno@example.com' });
    const member = await post('auth_fc/forgot_password', { email: 'free@example.com' });
    expect(known).toEqual({
      status: 1,
      message: 'If the address is registered, we have sent a link.',
      data: [],
    });
    expect(member).toEqual(known);
    const { mailbox } = db.get();
    expect(mailbox).toHaveLength(1);
    expect(mailbox[0]?.to).toBe('hypno@example.com');
    expect(mailbox[0]?.link).toMatch(/^\/resetpassword\/\d+\/auth\/\w+\?area=hypno$/);
  });
});
