import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { loadCoachingBasketSync } from '@/features/coaching';
import { selectUserStatus } from '@/features/user';
import { useAuthSnapshot } from '@/lib/auth';
import { loadWhenOnline } from '@/lib/loadWhenOnline';
import { useServedValue } from '@/lib/useHydrated';
import { useAppSelector } from '../hooks';
import { findRoute } from '../routing/routeTable';
import { PageLoader } from '../routing/PageLoader';
import { PublicLayout } from './PublicLayout';
import { HeaderBasket } from './HeaderBasket';

const CoachingBasketSync = lazy(loadWhenOnline(loadCoachingBasketSync));
/** The member frame, for a signed-in member on a page visitors and members share. */
const MemberShell = lazy(() => import('./MemberShell'));

/**
 * A signed-in member's coaching bookings count in this header's basket too: a shop page opened by
 * its address asks for them, as the member area does (a visitor has none).
 */
function MemberBasketSync() {
  const status = useAppSelector(selectUserStatus);
  if (status !== 'ready') return null;
  return (
    <Suspense fallback={null}>
      <CoachingBasketSync />
    </Suspense>
  );
}

/**
 * The public frame of pages with the store: the public header with the basket in it. A page
 * visitors and members share (access 'both': the shop, magazine, blog and retreats) keeps the
 * member frame for a signed-in member, so the member header does not give way to the public one.
 * Served markup is the visitors' (a member's session drops it before the app starts).
 */
export default function PublicStoreLayout() {
  const { pathname } = useLocation();
  const { memberLoggedIn } = useAuthSnapshot();
  const memberFrame = useServedValue(
    memberLoggedIn && findRoute(pathname)?.access === 'both',
    false,
  );
  if (memberFrame)
    return (
      <Suspense fallback={<PageLoader />}>
        <MemberShell />
      </Suspense>
    );
  return (
    <>
      <PublicLayout headerExtra={<HeaderBasket />} />
      <MemberBasketSync />
    </>
  );
}
