import { describe, expect, it } from 'vitest';
import { signAppIdentifier, verifyAppIdentifier, SIGNATURE_MAX_AGE_MS } from './signature';

describe('signed app identifier', () => {
  const now = 1_800_000_000_000;

  it('verifies a fresh signature', () => {
    const header = signAppIdentifier('rwl-web', 'secret', now);
    expect(header.startsWith(`rwl-web.${now}.`)).toBe(true);
    expect(verifyAppIdentifier(header, 'rwl-web', 'secret', now + 1000)).toBe(true);
  });

  it('refuses a wrong secret, another app id, a tampered or stale signature', () => {
    const header = signAppIdentifier('rwl-web', 'secret', now);
    expect(verifyAppIdentifier(header, 'rwl-web', 'other', now)).toBe(false);
    expect(verifyAppIdentifier(header, 'other-app', 'secret', now)).toBe(false);
    expect(
      verifyAppIdentifier(
        header.replace(/.$/, (c) => (c === 'a' ? 'b' : 'a')),
        'rwl-web',
        'secret',
        now,
      ),
    ).toBe(false);
    expect(verifyAppIdentifier(header, 'rwl-web', 'secret', now + SIGNATURE_MAX_AGE_MS + 1)).toBe(
      false,
    );
    expect(verifyAppIdentifier(null, 'rwl-web', 'secret', now)).toBe(false);
  });
});
