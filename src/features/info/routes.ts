import type { RouteEntry } from '@/app/routing/types';

/** Information pages (spec 1 §2), public, in the public header and footer. */
export const infoRoutes: RouteEntry[] = [
  { path: '/faq', access: 'public', shell: 'public', load: () => import('./pages/InfoPage') },
  {
    path: '/privacypolicy',
    access: 'public',
    shell: 'public',
    load: () => import('./pages/InfoPage'),
  },
  {
    path: '/information-security-policy',
    access: 'public',
    shell: 'public',
    load: () => import('./pages/InfoPage'),
  },
  {
    path: '/data-protection-policy',
    access: 'public',
    shell: 'public',
    load: () => import('./pages/InfoPage'),
  },
  {
    path: '/returns-policy',
    access: 'public',
    shell: 'public',
    load: () => import('./pages/InfoPage'),
  },
  {
    path: '/termsandcondition',
    access: 'public',
    shell: 'public',
    load: () => import('./pages/InfoPage'),
  },
  {
    path: '/event-tandc',
    access: 'public',
    shell: 'public',
    load: () => import('./pages/InfoPage'),
  },
  {
    path: '/modern-slavery-policy',
    access: 'public',
    shell: 'public',
    load: () => import('./pages/InfoPage'),
  },
  {
    path: '/equality-diversity-inclusion-policy',
    access: 'public',
    shell: 'public',
    load: () => import('./pages/InfoPage'),
  },
];
