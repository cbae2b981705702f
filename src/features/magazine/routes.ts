import type { RouteEntry } from '@/app/routing/types';

const article = () => import('./pages/ArticlePage');

/** The magazine (spec 3 §2): public, visitors and members alike (members' articles by the logged-in call). */
export const magazineRoutes: RouteEntry[] = [
  {
    path: '/magazine',
    access: 'public',
    shell: 'public-store',
    load: () => import('./pages/MagazinePage'),
  },
  {
    path: '/magazine/:sectionId',
    access: 'public',
    shell: 'public-store',
    load: () => import('./pages/MagazineSectionPage'),
  },
  {
    path: '/magazine/:sectionId/:articleId',
    access: 'public',
    shell: 'public-store',
    load: article,
  },
  {
    path: '/magazine/:sectionId/:categoryId/:articleId',
    access: 'public',
    shell: 'public-store',
    load: article,
  },
  { path: '/magazine-preview/:previewId', access: 'public', shell: 'public-store', load: article },
];
