import { useServedValue } from '@/lib/useHydrated';
import { withPageUtm } from '../links';

/**
 * A button's target on a landing page: a registration link keeps the page's plan and coupon and
 * gains the utm parameters of the address the visitor came in by (the served copy, built without
 * an address, has the plain link until the app takes over). The address is the page's own: a
 * served landing page runs without the router.
 */
export function useRegistrationTarget(target: string): string {
  const search = typeof window === 'undefined' ? '' : window.location.search;
  return useServedValue(withPageUtm(target, search), target);
}
