import type { RouteEntry } from '@/app/routing/types';

export const notificationsRoutes: RouteEntry[] = [];
