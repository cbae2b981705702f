import {
  SOCIAL_BLOCKED_MESSAGE,
  SOCIAL_CANCELLED_MESSAGE,
  SocialSignInError,
  type SocialLoginResult,
  type SocialProvider,
} from './types';
import * as z from 'zod/mini';
import { MOCK_CONSENT_MESSAGE, MOCK_CONSENT_PATH } from './mockConsent';

/** What the consent page posts: the result, or that the person cancelled. */
const mockConsentMessage = z.union([
  z.strictObject({
    type: z.literal(MOCK_CONSENT_MESSAGE),
    result: z.strictObject({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      picture: z.string(),
      accessToken: z.string(),
    }),
  }),
  z.strictObject({ type: z.literal(MOCK_CONSENT_MESSAGE), cancelled: z.literal(true) }),
]);

/** How often the provider looks whether the consent window was closed without an answer. */
const CLOSED_POLL_MS = 400;

/**
 * The mock backend's provider: the local consent page opens in a window as Facebook's would, and
 * posts who signed in (id, name, email, picture, accessToken) back to this page.
 */
export const mockProvider: SocialProvider = {
  name: 'mock',
  signIn() {
    return new Promise<SocialLoginResult>((resolve, reject) => {
      const popup = window.open(
        MOCK_CONSENT_PATH,
        'rwl-social-consent',
        'popup,width=480,height=640',
      );
      if (!popup) {
        reject(new SocialSignInError('blocked', SOCIAL_BLOCKED_MESSAGE));
        return;
      }
      const finish = () => {
        window.removeEventListener('message', onMessage);
        window.clearInterval(poll);
      };
      const onMessage = (event: MessageEvent) => {
        if (event.source !== popup || event.origin !== window.location.origin) return;
        const parsed = mockConsentMessage.safeParse(event.data);
        if (!parsed.success) return;
        finish();
        popup.close();
        if ('result' in parsed.data) resolve(parsed.data.result);
        else reject(new SocialSignInError('cancelled', SOCIAL_CANCELLED_MESSAGE));
      };
      const poll = window.setInterval(() => {
        if (!popup.closed) return;
        finish();
        reject(new SocialSignInError('cancelled', SOCIAL_CANCELLED_MESSAGE));
      }, CLOSED_POLL_MS);
      window.addEventListener('message', onMessage);
    });
  },
};
