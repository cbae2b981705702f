import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockApi, ok, publicRoute } from './respond';

const api = mockApi([
  publicRoute('get', 'explore/search', () => ok([{ found: 'get' }])),
  publicRoute('post', 'explore/search', () => ok([{ found: 'post' }])),
]);

const answer = async (method: string, url: string) => {
  const response = await getResponse([api], new Request(url, { method }));
  return response
    ? ((await response.json()) as { data: { found: string }[] }).data[0]?.found
    : null;
};

describe('the mock API', () => {
  it('finds a route by method and path under /mock-api/, as MSW matched it', async () => {
    expect(await answer('GET', 'http://127.0.0.1:4173/mock-api/explore/search')).toBe('get');
    expect(await answer('POST', 'http://127.0.0.1:4173/mock-api/explore/search?q=1')).toBe('post');
    expect(await answer('GET', 'http://127.0.0.1:4173/mock-api/Explore/Search/')).toBe('get');
  });

  it('leaves other requests alone', async () => {
    expect(await answer('GET', 'http://127.0.0.1:4173/mock-api/explore/other')).toBeNull();
    expect(await answer('PUT', 'http://127.0.0.1:4173/mock-api/explore/search')).toBeNull();
    expect(await answer('GET', 'http://127.0.0.1:4173/assets/explore/search')).toBeNull();
  });

  it('refuses a route declared twice', () => {
    expect(() =>
      mockApi([publicRoute('get', 'a/b', () => ok()), publicRoute('get', '/a/b/', () => ok())]),
    ).toThrow('The mock API declares GET a/b twice.');
  });
});
