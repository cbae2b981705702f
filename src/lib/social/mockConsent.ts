/**
 * The mock's stand-in for Facebook: its consent page (features/auth/pages/MockSocialConsentPage)
 * posts the result to the page that opened it, and the mock server (mocks/handlers/social.ts)
 * accepts only the access tokens it hands out. No imports: the route table and the mock server
 * load it.
 */
/** The consent page's route, in mock mode only. */
export const MOCK_CONSENT_PATH = '/mock-social-consent';
/** The picture every mock Facebook person has (public/images). */
export const MOCK_SOCIAL_PICTURE = '/images/mock-social-picture.svg';
/** The type of the messages the consent page posts to its opener. */
export const MOCK_CONSENT_MESSAGE = 'rwl-mock-social-consent';

/** A mock Facebook person's id: the same for the same email, so a second sign-in is a return. */
export function mockSocialId(email: string): string {
  let hash = 0x811c9dc5;
  for (const char of email.trim().toLowerCase()) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `10${String(hash).padStart(10, '0')}`;
}

/** The access token the mock hands out for an id; the mock server checks it. */
export function mockSocialAccessToken(id: string): string {
  return `mock-facebook.${id}`;
}
