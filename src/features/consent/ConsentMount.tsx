import { lazy, Suspense, useEffect, useState } from 'react';
import { hasConsentDecision, onConsentChoiceRequested, trackingAllowed } from '@/lib/consent/consent';

export const CONSENT_BANNER_DELAY_MS = 6000;

const CookieBanner = lazy(() => import('./CookieBanner'));

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
        void import('@/lib/analytics/tracking').then(({ loadTrackingPixels }) => loadTrackingPixels());
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
          if (!accepted && document.querySelector('script[data-tracking]')) window.location.reload();
        }}
      />
    </Suspense>
  );
}
