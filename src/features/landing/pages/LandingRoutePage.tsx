import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { local, storageKeys } from '@/lib/storage';
import { useServedValue } from '@/lib/useHydrated';
// The home pages' configs come with this page (not loaded after it), so the marketing home
// paints without a second round trip.
import { pages } from '../configs/home';
import { HOME_VARIANTS, PATH_PAGES } from '../configs/registry';
import { landingPath, nextHomeVariant, SERVED_HOME_VARIANT, type HomeVariantTimer } from '../rules';
import { LandingPage } from '../components/LandingPage';
import { LandingNotFound } from '../components/LandingStates';
// The header's and hero's styles (a served landing page has them in its head).
import '../components/criticalStyles';

/** The variant the served home's boot script chose for this page load, if it ran. */
function takeServedHomeVariant(): number | null {
  if (typeof window === 'undefined') return null;
  const holder = window as unknown as Record<string, unknown>;
  const variant = holder[SERVED_HOME_VARIANT];
  delete holder[SERVED_HOME_VARIANT];
  return typeof variant === 'number' &&
    Number.isInteger(variant) &&
    variant >= 0 &&
    variant < HOME_VARIANTS.length
    ? variant
    : null;
}

const servedHomeVariant = takeServedHomeVariant();
/** The history entry the served variant belongs to: the one the page was loaded at. */
let servedHomeEntry: string | null = null;

/**
 * The marketing home alternates between its variants by the stored ~5 s timer (spec 2 §2). On
 * the entry the page was loaded at, the boot script has already taken the step: its variant is
 * kept however late the app starts, so the served copy is never swapped for the other one.
 */
function homeVariantKey(entry: string): string {
  if (servedHomeVariant !== null && (servedHomeEntry === null || servedHomeEntry === entry)) {
    servedHomeEntry = entry;
    return HOME_VARIANTS[servedHomeVariant] ?? 'home';
  }
  const timer = nextHomeVariant(
    local.getJson<HomeVariantTimer>(storageKeys.landingVariantTimer),
    Date.now(),
    HOME_VARIANTS.length,
  );
  local.setJson(storageKeys.landingVariantTimer, timer);
  return HOME_VARIANTS[timer.variant] ?? 'home';
}

/** /, /home2 to /home5, /home4-demo1, /splithomedemo and /confidencecourse. */
export default function LandingRoutePage() {
  const location = useLocation();
  const pathname = landingPath(location.pathname);
  const dueKey = useMemo(
    () => (pathname === '/' ? homeVariantKey(location.key) : (PATH_PAGES[pathname] ?? '')),
    [pathname, location.key],
  );
  // The prerendered home shows the first variant (its served copy is dropped before it paints
  // when another is due). Taking that copy over renders the first variant too; should another
  // have become due in the moment between, it follows straight after.
  const key = useServedValue(dueKey, pathname === '/' ? (HOME_VARIANTS[0] ?? 'home') : dueKey);
  const config = pages[key];
  if (!config) return <LandingNotFound slug={pathname.slice(1)} />;
  return <LandingPage key={key} config={config} pathname={pathname} />;
}
