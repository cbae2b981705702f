import { socialProviderName } from './name';
import { SOCIAL_NOT_CONFIGURED_MESSAGE, SocialSignInError, type SocialProvider } from './types';

let cached: Promise<SocialProvider> | null = null;

/**
 * The social provider, loaded on demand (on the button's press): its code, and Facebook's SDK,
 * are in their own chunks and never in a page's first load.
 */
export function getSocialProvider(): Promise<SocialProvider> {
  cached ??= (async () => {
    const name = socialProviderName();
    if (name === 'facebook') return (await import('./facebookProvider')).facebookProvider;
    if (name === 'mock') return (await import('./mockProvider')).mockProvider;
    throw new SocialSignInError('provider', SOCIAL_NOT_CONFIGURED_MESSAGE);
  })();
  cached.catch(() => {
    cached = null;
  });
  return cached;
}
