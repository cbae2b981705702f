import type { RouteEntry } from '@/app/routing/types';

export const recipesRoutes: RouteEntry[] = [
  {
    path: '/home/recipes',
    access: 'member',
    shell: 'member',
    load: () => import('./pages/RecipesPage'),
  },
  {
    path: '/home/recipes/:recipeId',
    access: 'member',
    shell: 'member',
    load: () => import('./pages/RecipePage'),
  },
  {
    path: '/recipes/:recipeId',
    access: 'public',
    shell: 'public-store',
    load: () => import('./pages/PublicRecipePage'),
  },
];
