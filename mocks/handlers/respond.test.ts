import { describe, expect, it } from 'vitest';
import { signAppIdentifier } from '../../src/lib/http/signature';
import { env } from '../../src/lib/env';

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`http://localhost:3000/mock-api/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return {
    http: response.status,
    body: (await response.json()) as { status: number; message: string; data: unknown },
  };
}

describe('mock member routes', () => {
  it('refuses a member call without a valid signed app identifier', async () => {
    const login = await post('auth/login', {
      email: 'premium@example.com',
      password: 'Password1!',
    });
    const token = (login.body.data as { api_token: string }[])[0].api_token;
    const unsigned = await post('user/check', {}, { Authorization: `Bearer ${token}` });
    expect(unsigned).toEqual({
      http: 403,
      body: { status: 0, message: 'Invalid app signature.', data: [] },
    });
    const forged = await post(
      'user/check',
      {},
      {
        Authorization: `Bearer ${token}`,
        'X-App-Identifier': signAppIdentifier(env.appIdentifier, 'guessed'),
      },
    );
    expect(forged.http).toBe(403);
    const signed = await post(
      'user/check',
      {},
      {
        Authorization: `Bearer ${token}`,
        'X-App-Identifier': signAppIdentifier(env.appIdentifier, env.socketSecret),
      },
    );
    expect(signed.body.status).toBe(1);
    expect(signed.body.data).toEqual([
      expect.objectContaining({ email: 'premium@example.com', type: 2 }),
    ]);
    expect(JSON.stringify(signed.body)).not.toContain('Password1!');
  });

  it("answers 'Unauthorized Access!' to an unknown token", async () => {
    const reply = await post(
      'user/check',
      {},
      {
        Authorization: 'Bearer nope',
        'X-App-Identifier': signAppIdentifier(env.appIdentifier, env.socketSecret),
      },
    );
    expect(reply.body).toMatchObject({ status: 0, message: 'Unauthorized Access!' });
  });
});
