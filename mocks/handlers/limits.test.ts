import { describe, expect, it } from 'vitest';
import { db } from '../db/store';

async function post(path: string, body: unknown) {
  const response = await fetch(`http://localhost:3000/mock-api/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { status: number; message: string };
}

const registration = {
  first_name: 'Ann',
  last_name: 'Lee',
  email: 'ann.limits@example.com',
  username: 'ann_limits',
  phone: '7700900123',
  password: 'Password1!',
  confirm_password: 'Password1!',
  agree: 1,
};

describe('the mock server refuses what a real backend must', () => {
  it('refuses a password of only spaces at registration and reset', async () => {
    const spaces = ' '.repeat(10);
    const reg = await post('auth/register', {
      ...registration,
      password: spaces,
      confirm_password: spaces,
    });
    expect(reg).toMatchObject({ status: 0, message: 'Your password cannot be only spaces.' });

    const link = await post('auth/forgot_password', { email: 'free@example.com' });
    expect(link.status).toBe(1);
    const [id, auth] =
      Object.entries(db.get().passwordResets).map(([key, value]) => [key, value.auth])[0] ?? [];
    const reset = await post('auth/reset_password', {
      id,
      auth,
      password: spaces,
      confirm_password: spaces,
    });
    expect(reset).toMatchObject({ status: 0, message: 'Your password cannot be only spaces.' });
  });

  it('refuses over-long names and emails with a message, and stores nothing', async () => {
    const before = db.get().users.length;
    const longName = await post('auth/register', {
      ...registration,
      first_name: 'A'.repeat(10_000),
    });
    expect(longName).toMatchObject({
      status: 0,
      message: 'The first name may be at most 50 characters.',
    });
    const longEmail = await post('auth/register', {
      ...registration,
      email: `${'a'.repeat(10_000)}@example.com`,
    });
    expect(longEmail).toMatchObject({
      status: 0,
      message: 'The email may be at most 254 characters.',
    });
    expect(db.get().users.length).toBe(before);

    const newsletter = await post('frontend/add_news_letter', {
      name: 'N'.repeat(51),
      email: 'n@example.com',
      list_id: 161,
    });
    expect(newsletter).toMatchObject({
      status: 0,
      message: 'The name may be at most 50 characters.',
    });
    const invite = await post('auth/register', {
      ...registration,
      invite_friends: [{ first_name: 'F'.repeat(51), email: 'f@example.com' }],
    });
    expect(invite).toMatchObject({
      status: 0,
      message: 'The first name may be at most 50 characters.',
    });
  });

  it('accepts values at the limit', async () => {
    const atLimit = await post('frontend/add_news_letter', {
      name: 'N'.repeat(50),
      email: 'limit@example.com',
      list_id: 161,
    });
    expect(atLimit.status).toBe(1);
  });
});
