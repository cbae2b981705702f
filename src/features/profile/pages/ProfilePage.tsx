import { lazy, Suspense, useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { selectProfile } from '@/features/user';
import { fullName } from '@/features/user';
import { Spinner } from '@/ui/Spinner';
import { ErrorState } from '@/ui/ErrorState';
import { errorText } from '@/features/plans';
import { useGetSubscriptionDetailsQuery } from '@/features/plans';
import { RenewalSection } from '../components/RenewalSection';
import '../profile.css';

/** The saved cards and their card form (payment code) load after the profile has painted. */
const CardManager = lazy(() =>
  import('../components/CardManager').then((module) => ({ default: module.CardManager })),
);

/** /home/profile: membership, next renewal and billing date, payment cards. */
export default function ProfilePage() {
  const profile = useAppSelector(selectProfile);
  const location = useLocation();
  const subscription = useGetSubscriptionDetailsQuery();
  useEffect(() => {
    document.title = 'My profile | RWL';
  }, []);
  const goBack = encodeURIComponent(location.pathname + location.search);
  const paid = profile.type >= 2;

  return (
    <div className="page plans-page">
      <h1>My profile</h1>
      <p className="lead">
        {fullName(profile)} · {profile.email}
      </p>
      <section className="form-card profile-section" aria-labelledby="membership-title">
        <h2 id="membership-title">Membership</h2>
        {subscription.isLoading ? <Spinner label="Loading your membership" /> : null}
        {subscription.isError ? (
          <ErrorState
            message={errorText(subscription.error, 'We could not load your subscription.')}
            onRetry={() => void subscription.refetch()}
          />
        ) : null}
        <p>
          {profile.type_label} member
          {paid && subscription.data?.sub_plan_title
            ? ` · ${subscription.data.sub_plan_title}`
            : ''}
          {subscription.data?.status === 'cancelled'
            ? ' · cancelled, ends at the next renewal date'
            : ''}
        </p>
        {paid ? <RenewalSection /> : null}
        <div className="card-form__actions profile-actions">
          <Link
            className="button button--primary"
            to={`/home/profile/upgrade-downgrade?goBack=${goBack}`}
          >
            {paid ? 'Change plan' : 'Upgrade'}
          </Link>
          {paid &&
          profile.purchased_from === 'web' &&
          subscription.data &&
          subscription.data.status !== 'cancelled' ? (
            <Link className="button button--secondary" to="/home/profile/unsubscribe">
              Cancel or pay less
            </Link>
          ) : null}
        </div>
      </section>
      <Suspense fallback={<Spinner label="Loading your cards" />}>
        <CardManager />
      </Suspense>
    </div>
  );
}
