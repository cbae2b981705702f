import { lazy, Suspense, useEffect } from 'react';
import { useAppSelector } from '@/app/hooks';
import { fullName, selectProfile, selectUserStatus } from '@/features/user';
import { Spinner } from '@/ui/Spinner';
import { GiftCreditSection } from '../components/GiftCreditSection';
import { StudentStatusSection } from '../components/StudentStatusSection';
import '../profile.css';

const loadAccount = () => import('../components/account/AccountSections');
const loadMembership = () => import('../components/MembershipSection');
const loadCards = () => import('../components/CardManager');

/**
 * The account sections (photo, details, body, goals, units, settings), membership and renewal
 * (they read the plans area) and the saved cards (they carry the card form, payment code) stay
 * out of the page's first paint, but start loading as soon as this page does (the browser keeps
 * one copy of each module), not after it renders.
 */
void loadAccount().catch(() => undefined);
void loadMembership().catch(() => undefined);
void loadCards().catch(() => undefined);

const AccountSections = lazy(loadAccount);
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
      {/* One boundary: the sections appear together, in page order. Shown one by one, the
          account sections came in above the cards after them and pushed Add a card, Make
          default and Delete down the page under the member's tap. */}
      {status === 'ready' ? (
        <Suspense fallback={<Spinner label="Loading your account" />}>
          <AccountSections />
          <StudentStatusSection />
          <MembershipSection />
          <GiftCreditSection />
          <CardManager />
        </Suspense>
      ) : (
        <Spinner label="Loading your account" />
      )}
    </div>
  );
}
