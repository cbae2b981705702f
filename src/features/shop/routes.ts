import type { RouteEntry } from '@/app/routing/types';

const category = () => import('./pages/ShopCategoryPage');

/**
 * The shop (spec 3 §2 "Content and coaching routes"): for visitors and members alike; a signed-in
 * member sees it in the member frame ('both').
 */
export const shopRoutes: RouteEntry[] = [
  {
    path: '/shop',
    access: 'both',
    shell: 'public-store',
    load: () => import('./pages/ShopPage'),
  },
  {
    path: '/shop/product/:productId',
    access: 'both',
    shell: 'public-store',
    load: () => import('./pages/ProductPage'),
  },
  { path: '/shop/:categoryId', access: 'both', shell: 'public-store', load: category },
  {
    path: '/shop/:categoryId/:subCategoryId',
    access: 'both',
    shell: 'public-store',
    load: category,
  },
  {
    path: '/shop/:categoryId/:subCategoryId/:childId',
    access: 'both',
    shell: 'public-store',
    load: category,
  },
  {
    path: '/checkout',
    access: 'both',
    shell: 'public-store',
    load: () => import('./pages/CheckoutPage'),
  },
  {
    path: '/order/thank-you',
    access: 'both',
    shell: 'public-store',
    load: () => import('./pages/ThankYouPage'),
  },
];
