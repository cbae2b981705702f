import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Spinner } from '@/ui/Spinner';
import { ErrorState } from '@/ui/ErrorState';
import { EmptyState } from '@/ui/EmptyState';
import { SafeImage } from '@/ui/SafeImage';
import { popups } from '@/ui/popupStore';
import { formatPrice } from '@/lib/format/money';
import { useGetProgrammeQuery } from '../api';
import {
  NO_FOLDER_ACCESS,
  programmeProgress,
  progressText,
  weekProgress,
  type FolderDay,
  type Programme,
} from '../model';
import { mediaLength } from '@/lib/format';
import '../programmes.css';
import { failureMessage } from '@/lib/failureMessage';

/** The one-time purchase (card form, wallet, 3-D Secure) loads only for a programme sold separately. */
const OneTimePurchase = lazy(() =>
  import('@/features/plans').then((plans) => ({ default: plans.OneTimePurchase })),
);

const UPGRADE_PATH = '/home/profile/upgrade-downgrade';

function Day({ day }: { day: FolderDay }) {
  const empty =
    !day.videos.length && !day.audios.length && !day.recipes.length && !day.meal_plan_id;
  return (
    <li className="programme-day">
      <h3>Day {day.day}</h3>
      {empty ? <p className="muted">Rest day</p> : null}
      <ul className="programme-day__items">
        {day.videos.map((video) => (
          <li key={`v${video.video_id}`}>
            <Link to={`/home/programvideos/${video.video_id}`}>
              <span aria-hidden="true">▶ </span>
              {video.title}
            </Link>{' '}
            {video.done ? (
              <span className="done-badge">Done</span>
            ) : (
              <span className="muted">{mediaLength(video.duration)}</span>
            )}
          </li>
        ))}
        {day.audios.map((audio) => (
          <li key={`a${audio.audio_id}`}>
            <Link to={`/home/programaudios/${audio.audio_id}`}>
              <span aria-hidden="true">♪ </span>
              {audio.title}
            </Link>
          </li>
        ))}
        {day.recipes.map((recipe) => (
          <li key={`r${recipe.recipe_id}`}>
            <Link to={`/home/recipes/${recipe.recipe_id}`}>Recipe: {recipe.title}</Link>
          </li>
        ))}
        {day.meal_plan_id ? (
          <li>
            <Link to={`/home/mealplan/${day.meal_plan_id}`}>Meal plan for the day</Link>
          </li>
        ) : null}
      </ul>
    </li>
  );
}

function Locked({
  programme,
  onPurchased,
  purchaseAsked,
}: {
  programme: Programme;
  onPurchased: () => void;
  /** The access popup was answered with Buy this programme: the purchase button takes the focus. */
  purchaseAsked: boolean;
}) {
  return (
    <div className="plans-notice programme-locked">
      <p role="alert">{NO_FOLDER_ACCESS}</p>
      {programme.access_reason === 'purchase' ? (
        <>
          <p>
            This programme is sold separately:{' '}
            <strong>{formatPrice(programme.price, programme.currency_symbol)}</strong>, yours to
            keep.
          </p>
          <Suspense fallback={<Spinner label="Loading the purchase" />}>
            <OneTimePurchase
              product={{
                product_type: 'folder',
                product_type_id: programme.folder_id,
                product_price: programme.price,
                name: programme.title,
              }}
              symbol={programme.currency_symbol}
              onPurchased={onPurchased}
              takeFocus={purchaseAsked}
            />
          </Suspense>
        </>
      ) : (
        <>
          <p>Upgrade to Premium to open this programme and everything else in the library.</p>
          <Link className="button" to={UPGRADE_PATH}>
            Upgrade to Premium
          </Link>
        </>
      )}
    </div>
  );
}

/** /home/folder/:id: the programme's weeks and days with progress; the access flag decides what opens. */
export default function ProgrammePage() {
  const { id } = useParams();
  const folderId = Number(id) || 0;
  const navigate = useNavigate();
  const folder = useGetProgrammeQuery(folderId, { skip: !folderId });
  const told = useRef(0);
  /** The folder whose access popup was answered with Buy this programme. */
  const [purchaseAskedFor, setPurchaseAskedFor] = useState(0);

  useEffect(() => {
    if (folder.data) document.title = `${folder.data.title} | RWL`;
  }, [folder.data]);

  // No access: the popup says so once per folder, with the way in.
  useEffect(() => {
    const data = folder.data;
    if (!data || data.access === 1 || told.current === data.folder_id) return;
    told.current = data.folder_id;
    const upgrade = data.access_reason !== 'purchase';
    void popups
      .show({
        title: 'Alert',
        message: NO_FOLDER_ACCESS,
        buttons: upgrade
          ? [
              { label: 'Upgrade to Premium', value: 'upgrade', variant: 'primary' },
              { label: 'Not now', value: 'close', variant: 'secondary' },
            ]
          : [
              { label: 'Buy this programme', value: 'buy', variant: 'primary' },
              { label: 'Not now', value: 'close', variant: 'secondary' },
            ],
      })
      .then((value) => {
        if (value === 'upgrade') navigate(UPGRADE_PATH);
        // The one-time purchase sits on the page: take the member to its button, in view and
        // ringed (programmes.css) even when the popup was answered with the mouse, and even when
        // the purchase's code is still loading.
        if (value === 'buy') setPurchaseAskedFor(data.folder_id);
      });
  }, [folder.data, navigate]);

  if (folder.isLoading) return <Spinner label="Loading the programme" />;
  if (folder.error || !folder.data) {
    return (
      <div className="page">
        <ErrorState
          message={failureMessage(folder.error, 'This folder could not be found.')}
          onRetry={folder.error ? () => void folder.refetch() : undefined}
        />
      </div>
    );
  }
  const data = folder.data;
  const total = programmeProgress(data.weeks);
  return (
    <div className="page programme-page">
      <SafeImage src={data.image} alt="" className="programme-page__image" />
      <h1>{data.title}</h1>
      <p className="lead">{data.description}</p>
      {data.access !== 1 ? (
        <Locked
          programme={data}
          onPurchased={() => void folder.refetch()}
          purchaseAsked={purchaseAskedFor === data.folder_id}
        />
      ) : !data.weeks.length ? (
        <EmptyState title="This programme has no sessions yet.">
          <Link className="button button--secondary" to="/home/explore">
            Find another programme
          </Link>
        </EmptyState>
      ) : (
        <>
          <p className="programme-progress">
            Programme progress: <strong>{progressText(total)}</strong>
            <progress max={Math.max(total.total, 1)} value={total.done} aria-hidden="true" />
          </p>
          <ol className="programme-weeks">
            {data.weeks.map((week) => (
              <li key={week.week} className="programme-week">
                <details open={week.week === 1}>
                  <summary>
                    <span className="programme-week__title">Week {week.week}</span>{' '}
                    <span className="programme-week__progress">
                      {progressText(weekProgress(week))}
                    </span>
                  </summary>
                  <ol className="programme-days">
                    {week.days.map((day) => (
                      <Day key={day.day} day={day} />
                    ))}
                  </ol>
                </details>
              </li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
