import { useEffect } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { EmptyState } from '@/ui/EmptyState';
import { ErrorState } from '@/ui/ErrorState';
import { applyPageMeta } from '@/lib/pageMeta';
import { useClassPlansQuery, useProQuery } from '@/features/professionals';
import { prosBase } from '../model';
import { ClassPlanList } from '../components/PriceList';
import { BookingForm } from '../components/BookingForm';
import { BookNextClass } from '../components/BookNextClass';
import { authSession } from '@/lib/auth/session';
import '../coaching.css';
import { failureMessage } from '@/lib/failureMessage';

/** /rwlpros/{id}/plans: the professional's class plans with their prices, each with Book for members. */
export default function ProPlansPage() {
  const base = prosBase(useLocation().pathname);
  const proId = useParams().proId ?? '';
  const valid = /^\d{1,12}$/.test(proId);
  const plans = useClassPlansQuery(proId, { skip: !valid });
  // The name for the heading; the profile is usually in the cache already.
  const pro = useProQuery(proId, { skip: !valid });
  const name = pro.data?.name;
  const member = Boolean(authSession.memberToken());
  useEffect(() => {
    if (name)
      applyPageMeta({
        title: `${name}'s class plans | RWL`,
        description: `Live class plans with ${name} and their prices.`,
      });
  }, [name]);

  const profilePath = `${base}/${encodeURIComponent(proId)}`;
  if (!valid)
    return (
      <div className="page">
        <ErrorState message="This professional could not be found." />
        <Link to={base}>All professionals</Link>
      </div>
    );
  return (
    <div className="page pro-plans-page">
      <Link to={profilePath}>{name ? `Back to ${name}` : 'Back to the profile'}</Link>
      <h1>{name ? `${name}'s class plans` : 'Class plans'}</h1>
      {plans.error ? (
        <ErrorState message={failureMessage(plans.error)} onRetry={() => void plans.refetch()} />
      ) : !plans.data ? (
        <p role="status">Loading class plans…</p>
      ) : plans.data.length === 0 ? (
        <EmptyState title="No class plans at the moment.">
          <Link className="button button--secondary" to={profilePath}>
            See their sessions
          </Link>
        </EmptyState>
      ) : (
        <ClassPlanList
          plans={plans.data}
          action={member ? (plan) => <BookNextClass fitproId={proId} plan={plan} /> : undefined}
        />
      )}
      {pro.data && (pro.data.class_plans.length || pro.data.sessions.length) ? (
        <section aria-labelledby="plans-book">
          <h2 id="plans-book">Book</h2>
          <BookingForm pro={pro.data} />
        </section>
      ) : null}
    </div>
  );
}
