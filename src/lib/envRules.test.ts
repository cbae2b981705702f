import {
  configProblems,
  PAYMENT_KEY_MISSING,
  SOCKET_SECRET_MISSING,
  SOCKET_URL_MISSING,
} from './envRules';

const REAL = { VITE_API_BASE_URL: 'https://api.example.test/api' };

describe('configProblems', () => {
  it('asks nothing of the mock backend', () => {
    expect(configProblems({})).toEqual({ errors: [], warnings: [] });
    expect(configProblems({ VITE_API_BASE_URL: '  ', VITE_SOCKET_SECRET: '' })).toEqual({
      errors: [],
      warnings: [],
    });
  });

  it('fails a real-API build without a socket secret, or with the mock one', () => {
    expect(configProblems({ ...REAL, VITE_SOCKET_URL: 'https://rt.example.test' }).errors).toEqual([
      SOCKET_SECRET_MISSING,
    ]);
    expect(configProblems({ ...REAL, VITE_SOCKET_SECRET: 'dev-socket-secret' }).errors).toEqual([
      SOCKET_SECRET_MISSING,
    ]);
    expect(SOCKET_SECRET_MISSING).toContain('public by nature');
  });

  it('warns when a real API has no socket address or no payment key', () => {
    const problems = configProblems({ ...REAL, VITE_SOCKET_SECRET: 's3cret' });
    expect(problems.errors).toEqual([]);
    expect(problems.warnings).toEqual([SOCKET_URL_MISSING, PAYMENT_KEY_MISSING]);
  });

  it('is quiet when a real API has everything', () => {
    expect(
      configProblems({
        ...REAL,
        VITE_SOCKET_SECRET: 's3cret',
        VITE_SOCKET_URL: 'https://rt.example.test',
        VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
      }),
    ).toEqual({ errors: [], warnings: [] });
  });
});
