import { env } from '../env';
import type { SocialProviderName } from './types';

/**
 * Which provider this build signs in with: Facebook when its public app id is set
 * (VITE_FACEBOOK_APP_ID), else the mock's consent page with the mock backend. A real-API build
 * never uses the mock: with no app id, none (the button is not shown).
 */
export function socialProviderName(): SocialProviderName | null {
  if (env.facebookAppId) return 'facebook';
  return env.mockBackend ? 'mock' : null;
}
