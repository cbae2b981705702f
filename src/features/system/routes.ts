import type { RouteEntry } from '@/app/routing/types';

const confirmPayment = () => import('./pages/ConfirmPaymentPage');

export const systemRoutes: RouteEntry[] = [
  // The 3-D Secure frame's return pages (spec 1 §2): registration and paywall.
  { path: '/confirmpayment', access: 'public', shell: 'bare', load: confirmPayment },
  { path: '/confirmpaymentpaywall', access: 'public', shell: 'bare', load: confirmPayment },
  {
    path: '/unsupported-browser',
    access: 'public',
    shell: 'bare',
    load: () => import('./pages/UnsupportedBrowserPage'),
  },
];
