/** Build-time configuration, read once. With no API address the mock backend is on. */
export type AppEnvironment = 'production' | 'stage' | 'dev';

import { DEV_SOCKET_SECRET } from './envRules';

const raw = import.meta.env;

function environment(value: string | undefined): AppEnvironment {
  return value === 'production' || value === 'stage' ? value : 'dev';
}

const mockBackend = !raw.VITE_API_BASE_URL;

/**
 * With a real API nothing of the mock is used: no mock socket host (no address means no realtime,
 * said at start-up), no mock realtime key (the build refuses to run without one, build/envCheckPlugin).
 */
export const env = {
  apiBaseUrl: (raw.VITE_API_BASE_URL as string | undefined) || '/mock-api/',
  socketUrl:
    (raw.VITE_SOCKET_URL as string | undefined) ||
    (mockBackend ? 'http://realtime.mock.localhost' : ''),
  /** The food and swap-search socket; empty with a real API means "chosen by page hostname" (realtime/hosts). */
  foodSocketUrl:
    (raw.VITE_FOOD_SOCKET_URL as string | undefined) ||
    (mockBackend ? 'http://food.mock.localhost' : ''),
  environment: environment(raw.VITE_ENV as string | undefined),
  appIdentifier: (raw.VITE_APP_IDENTIFIER as string | undefined) || 'rwl-web',
  socketSecret:
    (raw.VITE_SOCKET_SECRET as string | undefined) || (mockBackend ? DEV_SOCKET_SECRET : ''),
  stripePublishableKey: (raw.VITE_STRIPE_PUBLISHABLE_KEY as string | undefined) || '',
  recurlyPublicKey: (raw.VITE_RECURLY_PUBLIC_KEY as string | undefined) || '',
  /** Facebook's public app id: with it, "Continue with Facebook" uses Facebook's SDK (lib/social). */
  facebookAppId: (raw.VITE_FACEBOOK_APP_ID as string | undefined) || '',
  mockBackend,
  apiVersion: '1.0.36',
} as const;

/** The mock socket origin MSW intercepts (no real host behind it). */
export const MOCK_SOCKET_ORIGIN = 'ws://realtime.mock.localhost';
/** The mock food socket host's origin (the planner's second channel). */
export const MOCK_FOOD_SOCKET_ORIGIN = 'ws://food.mock.localhost';
