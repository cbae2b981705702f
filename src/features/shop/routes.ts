import type { RouteEntry } from '@/app/routing/types';

const category = () => import('./pages/ShopCategoryPage');

/** The shop (spec 3 §2 "Content and coaching routes"): public, for visitors and members alike. */
export const shopRoutes: RouteEntry[] = [
  {
    path: '/shop',
    access: 'public',
    shell: 'public-store',
    load: () => import('./pages/ShopPage'),
  },
  {
    path: '/shop/product/:productId',
    access: 'public',
    shell: 'public-store',
    load: () => import('./pages/ProductPage'),
  },
  { path: '/shop/:categoryId', access: 'public', shell: 'public-store', load: category },
  {
    path: '/shop/:categoryId/:subCategoryId',
    access: 'public',
    shell: 'public-store',
    load: category,
  },
  {
    path: '/shop/:categoryId/:subCategoryId/:childId',
    access: 'public',
    shell: 'public-store',
    load: category,
  },
  {
    path: '/checkout',
    access: 'public',
    shell: 'public-store',
    load: () => import('./pages/CheckoutPage'),
  },
  {
    path: '/order/thank-you',
    access: 'public',
    shell: 'public-store',
    load: () => import('./pages/ThankYouPage'),
  },
];
