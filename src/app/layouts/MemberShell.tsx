import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useAppSelector } from '../hooks';
import { selectUserStatus, selectUserError } from '@/features/user/slice';
import { useRealtimeSession } from '../session/useRealtimeSession';
import { usePublishMemberFlags } from '../session/usePublishMemberFlags';
import { MemberHeader } from './MemberHeader';
import { ConnectionBanner } from './ConnectionBanner';
import { PageLoader } from '../routing/PageLoader';
import { ErrorState } from '@/ui/ErrorState';
import { OfferStartup } from '@/features/plans/components/OfferStartup';
import { MiniPlayer } from '@/features/media';
import { loadMemberServices } from '@/features/startup';

/**
 * The member services (realtime popups, quiz, live toasts, notices, the tour) load beside the
 * page rather than before it: the page's first render does not wait for them, and they are in
 * long before the realtime channel, whose socket code is much larger, can deliver an event.
 */
const MemberServices = lazy(loadMemberServices);

/** The member area: header with badges, the realtime channel, and the page. */
export default function MemberShell() {
  const status = useAppSelector(selectUserStatus);
  const error = useAppSelector(selectUserError);
  useRealtimeSession(true);
  usePublishMemberFlags();
  return (
    <>
      <MemberHeader />
      <Suspense fallback={null}>
        <MemberServices />
      </Suspense>
      <OfferStartup />
      <ConnectionBanner />
      <main id="main" className="member-main">
        {status === 'ready' ? (
          <Outlet />
        ) : status === 'error' ? (
          <ErrorState
            message={`Something went wrong. ${error ?? 'We could not load your account.'}`}
            onRetry={() => window.location.reload()}
          />
        ) : (
          <PageLoader />
        )}
      </main>
      <MiniPlayer />
    </>
  );
}
