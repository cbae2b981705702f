import { describe, expect, it } from 'vitest';
import { mockSocialAccessToken, mockSocialId } from '../../src/lib/social/mockConsent';
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

function facebook(email: string, name = 'Sam Social') {
  const id = mockSocialId(email);
  return {
    provider: 'facebook',
    id,
    name,
    email,
    picture: '/images/mock-social-picture.svg',
    access_token: mockSocialAccessToken(id),
  };
}

describe('auth/social_login', () => {
  it('registers a first sign-in with its name, email and picture, and signs a returning one in', async () => {
    const first = await post('auth/social_login', facebook('sam.social@example.com'));
    expect(first.status).toBe(1);
    expect(first.data[0]).toMatchObject({
      link_required: 0,
      first_name: 'Sam',
      last_name: 'Social',
      email: 'sam.social@example.com',
      img: '/images/mock-social-picture.svg',
    });
    expect(first.data[0]?.api_token).toEqual(expect.any(String));
    const members = db.get().users.filter((user) => user.email === 'sam.social@example.com');
    expect(members).toHaveLength(1);

    const again = await post('auth/social_login', facebook('sam.social@example.com'));
    expect(again.status).toBe(1);
    expect(again.data[0]?.user_id).toBe(first.data[0]?.user_id);
    expect(db.get().users.filter((user) => user.email === 'sam.social@example.com')).toHaveLength(
      1,
    );

    // Joined with Facebook: no password to log in with until one is set.
    const login = await post('auth/login', { email: 'sam.social@example.com', password: '' });
    expect(login).toMatchObject({ status: 0, message: 'Invalid email or password.' });
  });

  it('asks for the password of an email already registered, and links only with it', async () => {
    const asked = await post('auth/social_login', facebook('free@example.com', 'Fiona Free'));
    expect(asked).toMatchObject({
      status: 1,
      message:
        'This email is already registered. Enter your password to link Facebook to your account.',
      data: [{ link_required: 1, email: 'free@example.com' }],
    });
    expect(asked.data[0]).not.toHaveProperty('api_token');

    const wrong = await post('auth/social_link', {
      ...facebook('free@example.com', 'Fiona Free'),
      password: 'Wrong1!!',
    });
    expect(wrong).toMatchObject({ status: 0, message: 'Invalid email or password.' });

    const linked = await post('auth/social_link', {
      ...facebook('free@example.com', 'Fiona Free'),
      password: 'Password1!',
    });
    expect(linked.status).toBe(1);
    expect(linked.data[0]).toMatchObject({ user_id: '101', link_required: 0 });

    // Linked: the next Facebook sign-in goes straight in.
    const back = await post('auth/social_login', facebook('free@example.com', 'Fiona Free'));
    expect(back.data[0]).toMatchObject({ user_id: '101', link_required: 0 });
  });

  it('refuses a result without the access token issued for its id, or without an email', async () => {
    const forged = await post('auth/social_login', {
      ...facebook('free@example.com'),
      access_token: mockSocialAccessToken('999'),
    });
    expect(forged).toMatchObject({
      status: 0,
      message: 'Facebook could not confirm your sign-in. Please try again.',
    });
    const noEmail = await post('auth/social_login', { ...facebook('x@example.com'), email: '' });
    expect(noEmail.status).toBe(0);
    expect(noEmail.message).toContain('We need your email address');
    const extra = await post('auth/social_login', { ...facebook('x@example.com'), type: 4 });
    expect(extra.status).toBe(0);
  });
});
