import { Link, useLocation } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { selectProfile } from '@/features/user';
import { Spinner } from '@/ui/Spinner';
import { ErrorState } from '@/ui/ErrorState';
import { useGetSubscriptionDetailsQuery } from '@/features/plans';
import { RenewalSection } from './RenewalSection';
import { MembershipDetails } from './MembershipDetails';
import { failureMessage } from '@/lib/failureMessage';

/** Membership: the tier and plan, the next renewal and billing date, change or cancel. */
export function MembershipSection() {
  const profile = useAppSelector(selectProfile);
  const location = useLocation();
  const subscription = useGetSubscriptionDetailsQuery();
  const goBack = encodeURIComponent(location.pathname + location.search);
  const paid = profile.type >= 2;

  return (
    <section className="form-card profile-section" aria-labelledby="membership-title">
      <h2 id="membership-title">Membership</h2>
      {subscription.isLoading ? <Spinner label="Loading your membership" /> : null}
      {subscription.isError ? (
        <ErrorState
          message={failureMessage(subscription.error, 'We could not load your subscription.')}
          onRetry={() => void subscription.refetch()}
        />
      ) : null}
      <p>
        {profile.type_label} member
        {paid && subscription.data?.sub_plan_title ? ` · ${subscription.data.sub_plan_title}` : ''}
        {paid && subscription.data?.status === 'cancelled'
          ? ' · cancelled, ends at the next renewal date'
          : ''}
      </p>
      <MembershipDetails profile={profile} />
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
  );
}
