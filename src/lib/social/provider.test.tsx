import { afterEach, describe, expect, it, vi } from 'vitest';

async function withEnv(config: { facebookAppId: string; mockBackend: boolean }) {
  vi.resetModules();
  vi.doMock('../env', async (original) => {
    const actual = await original<typeof import('../env')>();
    return { ...actual, env: { ...actual.env, ...config } };
  });
  return {
    ...(await import('./name')),
    ...(await import('./provider')),
  };
}

afterEach(() => {
  vi.doUnmock('../env');
  vi.resetModules();
  document.head.querySelectorAll('script[src*="facebook"]').forEach((script) => script.remove());
  delete window.FB;
  delete window.fbAsyncInit;
});

describe('the social provider', () => {
  it('is Facebook when its public app id is set, the mock with the mock backend, else none', async () => {
    expect((await withEnv({ facebookAppId: '123', mockBackend: true })).socialProviderName()).toBe(
      'facebook',
    );
    expect((await withEnv({ facebookAppId: '', mockBackend: true })).socialProviderName()).toBe(
      'mock',
    );
    const none = await withEnv({ facebookAppId: '', mockBackend: false });
    expect(none.socialProviderName()).toBeNull();
    await expect(none.getSocialProvider()).rejects.toThrow('Facebook sign-in is not configured.');
  });

  it('adds Facebook’s SDK only on sign-in, with the app id, and reads the graph call', async () => {
    const { getSocialProvider } = await withEnv({ facebookAppId: '4242', mockBackend: false });
    const provider = await getSocialProvider();
    expect(provider.name).toBe('facebook');
    expect(document.querySelector('script[src*="connect.facebook.net"]')).toBeNull();

    const init = vi.fn();
    const api = vi.fn();
    const signingIn = provider.signIn();
    const script = document.querySelector<HTMLScriptElement>('script[src*="connect.facebook.net"]');
    expect(script?.src).toBe('https://connect.facebook.net/en_GB/sdk.js');
    window.FB = {
      init,
      login: (callback) =>
        callback({ status: 'connected', authResponse: { accessToken: 'fb-token' } }),
      api: (path, params, callback) => {
        api(path, params);
        callback({
          id: '555',
          name: 'Sam Social',
          email: 'sam.social@example.com',
          picture: { data: { url: 'https://graph.example/sam.jpg' } },
        });
      },
    };
    window.fbAsyncInit?.();
    await expect(signingIn).resolves.toEqual({
      id: '555',
      name: 'Sam Social',
      email: 'sam.social@example.com',
      picture: 'https://graph.example/sam.jpg',
      accessToken: 'fb-token',
    });
    expect(init).toHaveBeenCalledWith(expect.objectContaining({ appId: '4242' }));
    expect(api).toHaveBeenCalledWith('/me', { fields: expect.stringContaining('email') });
  });

  it('says nothing went wrong when the person closes Facebook’s window', async () => {
    const { getSocialProvider } = await withEnv({ facebookAppId: '4242', mockBackend: false });
    const provider = await getSocialProvider();
    const signingIn = provider.signIn();
    window.FB = {
      init: () => undefined,
      login: (callback) => callback({ status: 'unknown', authResponse: null }),
      api: () => undefined,
    };
    window.fbAsyncInit?.();
    await expect(signingIn).rejects.toMatchObject({ kind: 'cancelled' });
  });
});
