import { useEffect } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { ErrorState } from '@/ui/ErrorState';
import { applyPageMeta } from '@/lib/pageMeta';
import { ProfessionalProfile, useProQuery } from '@/features/professionals';
import { prosBase } from '../model';
import { ClassPlanList, OneToOneList } from '../components/PriceList';
import { BookingForm } from '../components/BookingForm';
import { BookNextClass } from '../components/BookNextClass';
import { BookSession } from '../components/BookSession';
import { authSession } from '@/lib/auth/session';
import '../coaching.css';
import { failureMessage } from '@/lib/failureMessage';

/** /rwlpros/{id}: photo, name, speciality, place, bio, class plans and one-to-one sessions. */
export default function ProPage() {
  const base = prosBase(useLocation().pathname);
  const proId = useParams().proId ?? '';
  const valid = /^\d{1,12}$/.test(proId);
  const { data: pro, error, isLoading, refetch } = useProQuery(proId, { skip: !valid });
  const member = Boolean(authSession.memberToken());
  useEffect(() => {
    if (pro)
      applyPageMeta({ title: `${pro.name} | RWL fitness professionals`, description: pro.summary });
  }, [pro]);

  const back = <Link to={base}>All professionals</Link>;
  if (!valid)
    return (
      <div className="page">
        <ErrorState message="This professional could not be found." />
        {back}
      </div>
    );
  if (isLoading)
    return (
      <div className="page pro-page" aria-busy="true">
        <p role="status">Loading the professional…</p>
      </div>
    );
  if (error || !pro)
    return (
      <div className="page">
        <ErrorState message={failureMessage(error)} onRetry={() => void refetch()} />
        {back}
      </div>
    );
  const plansPath = `${base}/${encodeURIComponent(pro.fitpro_id)}/plans`;
  return (
    <article className="page pro-page">
      {back}
      <ProfessionalProfile pro={pro} heading="h1" />
      <section aria-labelledby="pro-classes">
        <h2 id="pro-classes">Classes</h2>
        {pro.class_plans.length ? (
          <>
            <ClassPlanList
              plans={pro.class_plans}
              action={
                member
                  ? (plan) => <BookNextClass fitproId={pro.fitpro_id} plan={plan} />
                  : undefined
              }
            />
            <Link to={plansPath}>All class plans</Link>
          </>
        ) : (
          <p>{pro.name} has no class plans at the moment.</p>
        )}
      </section>
      <section aria-labelledby="pro-sessions">
        <h2 id="pro-sessions">One-to-one sessions</h2>
        {pro.sessions.length ? (
          <OneToOneList
            sessions={pro.sessions}
            action={
              member
                ? (session) => <BookSession fitproId={pro.fitpro_id} session={session} />
                : undefined
            }
          />
        ) : (
          <p>{pro.name} offers no one-to-one sessions at the moment.</p>
        )}
      </section>
      {pro.class_plans.length || pro.sessions.length ? (
        <section aria-labelledby="pro-book">
          <h2 id="pro-book">Book</h2>
          <BookingForm pro={pro} />
          {pro.class_plans.length ? (
            <p>
              <Link to={`/home/rwlprosclasscalendar/${encodeURIComponent(pro.fitpro_id)}`}>
                {pro.name}&apos;s class calendar
              </Link>
            </p>
          ) : null}
        </section>
      ) : null}
    </article>
  );
}
