import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { local, storageKeys } from '@/lib/storage';
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
  const key = useMemo(() => (pathname === '/' ? homeVariantKey() : (PATH_PAGES[pathname] ?? '')), [pathname]);
  const config = pages[key];
  if (!config) return <LandingNotFound slug={pathname.slice(1)} />;
  return <LandingPage key={key} config={config} pathname={pathname} />;
}
