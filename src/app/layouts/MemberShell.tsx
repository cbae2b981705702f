import { lazy, Suspense, useCallback, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { useAppSelector } from '../hooks';
import { selectUserStatus, selectUserError } from '@/features/user/slice';
import { useRealtimeSession } from '../session/useRealtimeSession';
import { usePublishMemberFlags } from '../session/usePublishMemberFlags';
import { MemberHeader } from './MemberHeader';
import { MemberSubNav } from './MemberSubNav';
import { ConnectionBanner } from './ConnectionBanner';
import { PageLoader } from '../routing/PageLoader';
import { ErrorState } from '@/ui/ErrorState';
import { OfferStartup } from '@/features/plans/components/OfferStartup';
import { MiniPlayer } from '@/features/media';
import { loadMemberServices } from '@/features/startup';
import { loadWhenOnline } from '@/lib/loadWhenOnline';

/**
 * The member services (realtime popups, quiz, live toasts, notices, the tour) load beside the
 * page rather than before it: the page's first render does not wait for them. The realtime
 * channel opens once they listen, so no early event is missed.
 */
const MemberServices = lazy(loadWhenOnline(loadMemberServices));

/** The member area: header with badges, the realtime channel, and the page. */
export default function MemberShell() {
  const status = useAppSelector(selectUserStatus);
  const error = useAppSelector(selectUserError);
  // The channel opens once the member services listen (they load beside the page).
  const [servicesListening, setServicesListening] = useState(false);
  const listening = useCallback(() => setServicesListening(true), []);
  useRealtimeSession(servicesListening);
  usePublishMemberFlags();
  return (
    <>
      <MemberHeader />
      <MemberSubNav />
      <Suspense fallback={null}>
        <MemberServices onListening={listening} />
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
