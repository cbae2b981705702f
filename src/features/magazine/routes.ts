import type { RouteEntry } from '@/app/routing/types';

const article = () => import('./pages/ArticlePage');

/**
 * The magazine (spec 3 §2): visitors and members alike (members' articles by the logged-in call), a
 * member in the member frame ('both').
 */
export const magazineRoutes: RouteEntry[] = [
  {
    path: '/magazine',
    access: 'both',
    shell: 'public-store',
    load: () => import('./pages/MagazinePage'),
  },
  {
    path: '/magazine/:sectionId',
    access: 'both',
    shell: 'public-store',
    load: () => import('./pages/MagazineSectionPage'),
  },
  {
    path: '/magazine/:sectionId/:articleId',
    access: 'both',
    shell: 'public-store',
    load: article,
  },
  {
    path: '/magazine/:sectionId/:categoryId/:articleId',
    access: 'both',
    shell: 'public-store',
    load: article,
  },
  { path: '/magazine-preview/:previewId', access: 'both', shell: 'public-store', load: article },
];
