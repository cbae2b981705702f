import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { local, storageKeys } from '@/lib/storage';
import { onAppRestart } from '@/lib/appRestart';
import { selectProfile, selectUserStatus } from '@/features/user';
import { opensOfferAtStart, OFFER_POPUP_DELAY_MS } from '../startRule';

const OfferPlanPopup = lazy(() => import('./OfferPlanPopup'));

let shownThisLoad = false;
onAppRestart(() => {
  shownThisLoad = false;
});

/**
 * Mounted by the member shell (kept tiny; the popup loads on demand). Opens the offer-plan
 * popup 2 s after load when oneoffpayment is 2 and is_new_free is 1, or when the member came
 * from an offer link (?offer_id=..&device_type=.. stored as link_offer_id / device_offer).
 */
export function OfferStartup() {
  const status = useAppSelector(selectUserStatus);
  const profile = useAppSelector(selectProfile);
  const { search } = useLocation();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const params = new URLSearchParams(search);
    const offerId = params.get('offer_id');
    if (offerId && /^\d+$/.test(offerId)) {
      local.set(storageKeys.linkOfferId, offerId);
      const device = params.get('device_type');
      if (device) local.set(storageKeys.deviceOffer, device);
      shownThisLoad = false;
    }
  }, [search]);

  const wanted =
    status === 'ready' &&
    (opensOfferAtStart(profile) || Boolean(local.get(storageKeys.linkOfferId)));
  useEffect(() => {
    if (!wanted || shownThisLoad) return;
    const timer = window.setTimeout(() => {
      shownThisLoad = true;
      setOpen(true);
    }, OFFER_POPUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [wanted, search]);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <OfferPlanPopup onClose={() => setOpen(false)} />
    </Suspense>
  );
}
