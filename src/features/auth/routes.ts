import type { RouteEntry } from '@/app/routing/types';
import { env } from '@/lib/env';
import { MOCK_CONSENT_PATH } from '@/lib/social/mockConsent';

export const authRoutes: RouteEntry[] = [
  {
    path: '/login',
    access: 'guest-only',
    shell: 'public',
    load: () => import('./pages/LoginPage'),
  },
  {
    path: '/logout',
    access: 'public',
    shell: 'public-store',
    load: () => import('./pages/LogoutPage'),
  },
  {
    path: '/resetpassword/:id/auth/:auth',
    access: 'public',
    shell: 'public',
    load: () => import('./pages/ResetPasswordPage'),
  },
  {
    path: '/hypno/login',
    access: 'public',
    shell: 'public',
    load: () => import('./pages/HypnoLoginPage'),
  },
  // The mock's Facebook consent window (lib/social): in mock mode only.
  ...(env.mockBackend
    ? [
        {
          path: MOCK_CONSENT_PATH,
          access: 'public',
          shell: 'bare',
          load: () => import('./pages/MockSocialConsentPage'),
        } satisfies RouteEntry,
      ]
    : []),
];
