import { lazy, Suspense } from 'react';
import { loadCoachingBasketSync } from '@/features/coaching';
import { selectUserStatus } from '@/features/user';
import { loadWhenOnline } from '@/lib/loadWhenOnline';
import { useAppSelector } from '../hooks';
import { PublicLayout } from './PublicLayout';
import { HeaderBasket } from './HeaderBasket';

const CoachingBasketSync = lazy(loadWhenOnline(loadCoachingBasketSync));

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

/** The public frame of pages with the store: the public header with the basket in it. */
export default function PublicStoreLayout() {
  return (
    <>
      <PublicLayout headerExtra={<HeaderBasket />} />
      <MemberBasketSync />
    </>
  );
}
