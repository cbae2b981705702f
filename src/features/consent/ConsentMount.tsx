import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { loadWhenOnline } from '@/lib/loadWhenOnline';
import {
  hasConsentDecision,
  onConsentChoiceRequested,
  trackingAllowed,
} from '@/lib/consent/consent';

export const CONSENT_BANNER_DELAY_MS = 6000;

/**
 * The banner's code, loaded when it is due; offline, once the connection is back (as the shell's
 * parts are). If it still cannot be fetched the page stays as it is, with no banner: no choice is
 * stored, so no pixel runs, and the banner comes at the next page load.
 */
const CookieBanner = lazy(
  (): Promise<{ default: ComponentType<{ onDecided: (accepted: boolean) => void }> }> =>
    loadWhenOnline(() => import('./CookieBanner'))().catch(() => ({ default: () => null })),
);

/**
 * Mounted on every page (RootLayout): 6 s after load, when no decision exists, the banner's
 * code loads and it shows. With consent already given, the pixels start after load. "Cookie
 * settings" shows the banner again at once; withdrawing consent once the pixels have loaded
 * reloads the page, so no pixel keeps running.
 */
export function ConsentMount() {
  const [show, setShow] = useState(false);
  useEffect(() => onConsentChoiceRequested(() => setShow(true)), []);
  useEffect(() => {
    if (hasConsentDecision()) {
      if (!trackingAllowed()) return;
      const timer = window.setTimeout(() => {
        void import('@/lib/analytics/tracking').then(({ loadTrackingPixels }) =>
          loadTrackingPixels(),
        );
      }, 3000);
      return () => window.clearTimeout(timer);
    }
    const timer = window.setTimeout(() => {
      if (!hasConsentDecision()) setShow(true);
    }, CONSENT_BANNER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <CookieBanner
        onDecided={(accepted) => {
          setShow(false);
          if (accepted) return;
          void import('@/lib/analytics/tracking').then(({ trackingPixelsLoaded }) => {
            if (trackingPixelsLoaded()) window.location.reload();
          });
        }}
      />
    </Suspense>
  );
}
