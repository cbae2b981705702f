import { lazy, Suspense, useEffect } from 'react';
import { useAppSelector } from '@/app/hooks';
import { fullName, selectProfile, selectUserStatus } from '@/features/user';
import { Spinner } from '@/ui/Spinner';
import '../profile.css';

/** The account sections (photo, details, body, goals, units, settings) load after the first paint. */
const AccountSections = lazy(() => import('../components/account/AccountSections'));

const loadMembership = () => import('../components/MembershipSection');
const loadCards = () => import('../components/CardManager');

/**
 * Membership and renewal read the plans area, and the saved cards carry the card form (payment
 * code): both stay out of the page's first paint, but start loading as soon as this page does
 * (the browser keeps one copy of each module), not after it renders.
 */
void loadMembership().catch(() => undefined);
void loadCards().catch(() => undefined);

const MembershipSection = lazy(() =>
  loadMembership().then((module) => ({ default: module.MembershipSection })),
);
const CardManager = lazy(() => loadCards().then((module) => ({ default: module.CardManager })));

/** /home/profile: the member's whole account, then membership, renewal and payment cards. */
export default function ProfilePage() {
  const profile = useAppSelector(selectProfile);
  const status = useAppSelector(selectUserStatus);
  useEffect(() => {
    document.title = 'My profile | RWL';
  }, []);

  return (
    <div className="page plans-page profile-page">
      <h1>My profile</h1>
      <p className="lead">
        {fullName(profile)} · {profile.email}
      </p>
      {status === 'ready' ? (
        <Suspense fallback={<Spinner label="Loading your account" />}>
          <AccountSections />
        </Suspense>
      ) : (
        <Spinner label="Loading your account" />
      )}
      <Suspense fallback={<Spinner label="Loading your membership" />}>
        <MembershipSection />
      </Suspense>
      <Suspense fallback={<Spinner label="Loading your cards" />}>
        <CardManager />
      </Suspense>
    </div>
  );
}
