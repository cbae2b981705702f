import type { RouteEntry } from '@/app/routing/types';

/**
 * Landing and marketing routes (spec 3 §2). One template serves every page; each path or slug
 * has a config (configs/registry.ts). Landing pages bring their own header (shell 'bare').
 */
export const landingRoutes: RouteEntry[] = [
  { path: '/', access: 'public', shell: 'bare', load: () => import('./pages/LandingRoutePage') },
  {
    path: '/home2',
    access: 'public',
    shell: 'bare',
    load: () => import('./pages/LandingRoutePage'),
  },
  {
    path: '/home3',
    access: 'public',
    shell: 'bare',
    load: () => import('./pages/LandingRoutePage'),
  },
  {
    path: '/home4',
    access: 'public',
    shell: 'bare',
    load: () => import('./pages/LandingRoutePage'),
  },
  {
    path: '/home4-demo1',
    access: 'public',
    shell: 'bare',
    load: () => import('./pages/LandingRoutePage'),
  },
  {
    path: '/home5',
    access: 'public',
    shell: 'bare',
    load: () => import('./pages/LandingRoutePage'),
  },
  {
    path: '/splithomedemo',
    access: 'public',
    shell: 'bare',
    load: () => import('./pages/LandingRoutePage'),
  },
  {
    path: '/confidencecourse',
    access: 'public',
    shell: 'bare',
    load: () => import('./pages/LandingRoutePage'),
  },
  {
    path: '/pages/retreats-interest',
    access: 'public',
    shell: 'bare',
    load: () => import('./pages/RetreatInterestPage'),
  },
  {
    path: '/pages/next-retreats-interest',
    access: 'public',
    shell: 'bare',
    load: () => import('./pages/RetreatInterestPage'),
  },
  { path: '/pages/:slug', access: 'public', shell: 'bare', load: () => import('./pages/SlugPage') },
  {
    path: '/business',
    access: 'public',
    shell: 'bare',
    load: () => import('./pages/BusinessPage'),
  },
  { path: '/b2b', access: 'public', shell: 'bare', load: () => import('./pages/BusinessPage') },
  {
    path: '/free-calorie-calculator',
    access: 'public',
    shell: 'public',
    load: () => import('./pages/CalorieCalculatorPage'),
  },
];
