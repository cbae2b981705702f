import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { local, storageKeys } from '@/lib/storage';
import { useServedValue } from '@/lib/useHydrated';
// The home pages' configs come with this page (not loaded after it), so the marketing home
// paints without a second round trip.
import { pages } from '../configs/home';
import { HOME_VARIANTS, PATH_PAGES } from '../configs/registry';
import { nextHomeVariant, type HomeVariantTimer } from '../rules';
import { LandingPage } from '../components/LandingPage';
import { LandingNotFound } from '../components/LandingStates';

/** The marketing home alternates between its variants by the stored ~5 s timer (spec 2 §2). */
function homeVariantKey(): string {
  const timer = nextHomeVariant(local.getJson<HomeVariantTimer>(storageKeys.landingVariantTimer), Date.now(), HOME_VARIANTS.length);
  local.setJson(storageKeys.landingVariantTimer, timer);
  return HOME_VARIANTS[timer.variant];
}

/** /, /home2 to /home5, /home4-demo1, /splithomedemo and /confidencecourse. */
export default function LandingRoutePage() {
  const { pathname } = useLocation();
  const dueKey = useMemo(() => (pathname === '/' ? homeVariantKey() : (PATH_PAGES[pathname] ?? '')), [pathname]);
  // The prerendered home shows the first variant (its served copy is dropped before it paints
  // when another is due). Taking that copy over renders the first variant too; should another
  // have become due in the moment between, it follows straight after.
  const key = useServedValue(dueKey, pathname === '/' ? HOME_VARIANTS[0] : dueKey);
  const config = pages[key];
  if (!config) return <LandingNotFound slug={pathname.slice(1)} />;
  return <LandingPage key={key} config={config} pathname={pathname} />;
}
