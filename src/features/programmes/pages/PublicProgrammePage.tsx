import { lazy, Suspense, useEffect } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { authSession } from '@/lib/auth';
import { failureMessage } from '@/lib/failureMessage';
import { formatPrice } from '@/lib/format/money';
import { ErrorState } from '@/ui/ErrorState';
import { SafeImage } from '@/ui/SafeImage';
import { Spinner } from '@/ui/Spinner';
import { useGetPublicProgrammeQuery } from '../buyer/api';
import { BecomeMember } from '../buyer/BecomeMember';
import type { PublicProgramme } from '../buyer/model';
import '../programmes.css';

/** The buy form (card form and checkout) loads only for a programme not bought yet. */
const BuyWithoutAccount = lazy(() => import('../buyer/BuyWithoutAccount'));

function Weeks({ programme }: { programme: PublicProgramme }) {
  return (
    <ol className="programme-weeks">
      {programme.weeks.map((week) => (
        <li key={week.week} className="programme-week">
          <details open={week.week === 1}>
            <summary>
              <span className="programme-week__title">Week {week.week}</span>
            </summary>
            <ol className="programme-days">
              {week.days.map((day) => (
                <li key={day.day} className="programme-day">
                  <h3>Day {day.day}</h3>
                  {day.videos.length ? (
                    <ul className="programme-day__items">
                      {day.videos.map((video) => (
                        <li key={video.video_id}>
                          <Link to={`/rwlvideos/${video.video_id}`}>
                            <span aria-hidden="true">▶ </span>
                            {video.title}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <p className="muted">Rest day</p>
                  )}
                </li>
              ))}
            </ol>
          </details>
        </li>
      ))}
    </ol>
  );
}

/**
 * /folder/:id: a paid programme's public page. A visitor buys it with their name, email and card
 * (no account), then opens its weeks here and may set a password to become a member. A member is
 * taken to the programme in the member area.
 */
export default function PublicProgrammePage() {
  const { id } = useParams();
  const folderId = Number(id) || 0;
  const member = authSession.isLoggedIn();
  const programme = useGetPublicProgrammeQuery(folderId, { skip: !folderId || member });

  useEffect(() => {
    if (programme.data) document.title = `${programme.data.title} | RWL`;
  }, [programme.data]);

  if (member) return <Navigate to={`/home/folder/${folderId}`} replace />;
  if (programme.isLoading) return <Spinner label="Loading the programme" />;
  if (programme.error || !programme.data) {
    return (
      <div className="page">
        <ErrorState
          message={failureMessage(programme.error, 'This programme could not be found.')}
          onRetry={programme.error ? () => void programme.refetch() : undefined}
        />
      </div>
    );
  }
  const data = programme.data;
  return (
    <div className="page programme-page">
      <SafeImage src={data.image} alt="" className="programme-page__image" />
      <h1>{data.title}</h1>
      <p className="lead">{data.description}</p>
      {data.access === 1 ? (
        <>
          <p className="plans-notice" role="status">
            This programme is yours. Open any session below.
          </p>
          <Weeks programme={data} />
          {authSession.buyerToken() ? <BecomeMember folderId={data.folder_id} /> : null}
        </>
      ) : (
        <>
          <p>
            <strong>{formatPrice(data.price, data.currency_symbol)}</strong>, yours to keep: no
            membership needed.
          </p>
          <Suspense fallback={<Spinner label="Loading the purchase" />}>
            <BuyWithoutAccount programme={data} onPurchased={() => void programme.refetch()} />
          </Suspense>
        </>
      )}
    </div>
  );
}
