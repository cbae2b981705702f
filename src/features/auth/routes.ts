import type { RouteEntry } from '@/app/routing/types';

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
];
