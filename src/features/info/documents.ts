import type { InfoDocument } from './model';

/** Each information page's path and its content file (loaded only when that page opens). */
export const INFO_DOCUMENTS: Record<string, () => Promise<{ document: InfoDocument }>> = {
  '/faq': () => import('./content/faq'),
  '/privacypolicy': () => import('./content/privacypolicy'),
  '/information-security-policy': () => import('./content/informationSecurityPolicy'),
  '/data-protection-policy': () => import('./content/dataProtectionPolicy'),
  '/returns-policy': () => import('./content/returnsPolicy'),
  '/termsandcondition': () => import('./content/termsandcondition'),
  '/event-tandc': () => import('./content/eventTandc'),
  '/modern-slavery-policy': () => import('./content/modernSlaveryPolicy'),
  '/equality-diversity-inclusion-policy': () =>
    import('./content/equalityDiversityInclusionPolicy'),
};
