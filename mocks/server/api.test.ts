import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiServer, type RunningApiServer } from './api';
import { CONTROL_TOKEN_HEADER } from './controlToken';

/** `npm run api` on ports of its own: the control port answers the test runner only. */
const HOST = '127.0.0.1';
const PORT = 4610;
const CONTROL = `http://${HOST}:${PORT + 1}`;
const TOKEN = 'a-token-for-this-run-only-0123456789';

let server: RunningApiServer;

beforeAll(async () => {
  server = await startApiServer({
    host: HOST,
    port: PORT,
    controlPort: PORT + 1,
    controlToken: TOKEN,
  });
});

afterAll(async () => {
  await server.close();
});

describe('the control port of npm run api', () => {
  it('refuses an action without this run’s token, or with another one', async () => {
    expect((await fetch(`${CONTROL}/db`, { method: 'POST' })).status).toBe(401);
    const wrong = await fetch(`${CONTROL}/reset`, {
      method: 'POST',
      headers: { [CONTROL_TOKEN_HEADER]: 'x'.repeat(TOKEN.length) },
    });
    expect(wrong.status).toBe(401);
  });

  it('refuses a web page (a request with an Origin) even with the token, and allows no origin', async () => {
    const fromPage = await fetch(`${CONTROL}/db`, {
      method: 'POST',
      headers: { [CONTROL_TOKEN_HEADER]: TOKEN, Origin: 'http://evil.example' },
    });
    expect(fromPage.status).toBe(403);
    expect(fromPage.headers.get('access-control-allow-origin')).toBeNull();
    const health = await fetch(`${CONTROL}/health`);
    expect(health.status).toBe(200);
    expect(health.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('reads the data for the test runner without any account’s password', async () => {
    const answer = await fetch(`${CONTROL}/db`, {
      method: 'POST',
      headers: { [CONTROL_TOKEN_HEADER]: TOKEN },
    });
    expect(answer.status).toBe(200);
    const data = (await answer.json()) as { users: Record<string, unknown>[] };
    expect(data.users.length).toBeGreaterThan(5);
    expect(data.users.find((user) => user.email === 'premium@example.com')).toBeDefined();
    expect(data.users.filter((user) => 'password' in user)).toEqual([]);
    expect(JSON.stringify(data)).not.toContain('Password1!');
  });
});

describe('the API of npm run api', () => {
  it('answers with X-Content-Type-Options: nosniff', async () => {
    const answer = await fetch(`http://${HOST}:${PORT}/api/auth/plans`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    const missing = await fetch(`http://${HOST}:${PORT}/api/no/such/path`);
    expect(missing.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
