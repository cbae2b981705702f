import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Spinner } from '@/ui/Spinner';
import { ErrorState } from '@/ui/ErrorState';
import { popups } from '@/ui/popupStore';
import { toastQueue } from '@/ui/toastStore';
import { env } from '@/lib/env';
import { useFinishVideoMutation, useGetVideoQuery, useStartViewVideoMutation } from '../api';
import { videoSource } from '../model';
import { VideoPlayer } from '../components/VideoPlayer';
import { mediaLength } from '@/lib/format';
import '../media.css';
import { failureMessage } from '@/lib/failureMessage';
import { authSession } from '@/lib/auth';
import { formatPrice as money } from '@/lib/format/money';
import { loadAddToPlaylistDialog } from '@/features/playlists';

/** The one-time purchase (card form, wallet, 3-D Secure) loads only for a video sold separately. */
const SoldSeparately = lazy(() =>
  import('@/features/plans').then((plans) => ({ default: plans.SoldSeparately })),
);

const AddToPlaylistDialog = lazy(() =>
  loadAddToPlaylistDialog().then((module) => ({ default: module.AddToPlaylistDialog })),
);

/** Next video of a playlist being played in order (?playlist=6001&queue=3001,3002). */
function nextInQueue(queue: string | null, current: number): number | null {
  const ids = (queue ?? '')
    .split(',')
    .map(Number)
    .filter((value) => value > 0);
  const at = ids.indexOf(current);
  const next = at >= 0 ? ids[at + 1] : undefined;
  return next ?? null;
}

/**
 * /home/programvideos/:id, /home/videocontent/:id, /home/videobank/:id and public /rwlvideos/:id.
 * Play sends the view call; the end sends the finished call and marks the video done everywhere.
 */
export default function VideoPage() {
  const { id } = useParams();
  const videoId = Number(id) || 0;
  const { pathname } = useLocation();
  const publicPage = pathname.startsWith('/rwlvideos');
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const video = useGetVideoQuery({ videoId, publicPage }, { skip: !videoId });
  const [startView] = useStartViewVideoMutation();
  const [finish, finishing] = useFinishVideoMutation();
  const viewed = useRef(0);
  const [addingToPlaylist, setAddingToPlaylist] = useState(false);

  useEffect(() => {
    if (video.data) document.title = `${video.data.title} | RWL`;
  }, [video.data]);

  if (video.isLoading) return <Spinner label="Loading the video" />;
  if (video.error || !video.data) {
    return (
      <div className="page">
        <ErrorState
          message={failureMessage(video.error, 'This video could not be found.')}
          onRetry={video.error ? () => void video.refetch() : undefined}
        />
      </div>
    );
  }
  const data = video.data;
  const source = videoSource(data, !env.mockBackend);

  const played = () => {
    if (publicPage || viewed.current === data.video_id) return;
    viewed.current = data.video_id;
    startView(data.video_id)
      .unwrap()
      .catch((error: unknown) => void popups.alert(failureMessage(error)));
  };
  const ended = async () => {
    if (publicPage) return;
    try {
      await finish(data.video_id).unwrap();
      toastQueue.show({ message: 'Well done! Workout complete.' });
      const next = nextInQueue(search.get('queue'), data.video_id);
      if (next) navigate(`/home/videocontent/${next}?${search.toString()}`);
    } catch (error) {
      await popups.alert(failureMessage(error));
    }
  };

  return (
    <div className="page video-page">
      <h1>{data.title}</h1>
      <p className="video-page__meta">
        {data.duration ? <span>{mediaLength(data.duration)}</span> : null}
        {data.show_video_calorie_burn === 1 && data.calories > 0 ? (
          <span>{data.calories} kcal burned</span>
        ) : null}
        {data.done ? <span className="done-badge">Done</span> : null}
        {finishing.isLoading ? <span className="muted">Saving your progress</span> : null}
      </p>
      {data.access !== 1 && data.folder_id > 0 && !publicPage ? (
        <div className="plans-notice" role="alert">
          <p>{data.message || "You don't have access this folder."}</p>
          <Link className="button" to={`/home/folder/${data.folder_id}`}>
            {data.access_reason === 'purchase'
              ? 'See how to get this programme'
              : 'See the programme'}
          </Link>
        </div>
      ) : data.access !== 1 && data.access_reason === 'purchase' && data.price ? (
        publicPage ? (
          <div className="plans-notice" role="alert">
            <p>{`This video is sold separately: ${money(data.price, data.currency_symbol)}, yours to keep. Log in to buy it.`}</p>
            <Link
              className="button"
              to="/login"
              onClick={() => authSession.rememberRedirect(`/home/videobank/${data.video_id}`)}
            >
              Log in to buy
            </Link>
          </div>
        ) : (
          <Suspense fallback={<Spinner label="Loading the purchase" />}>
            <SoldSeparately
              what="video"
              product={{
                product_type: 'video',
                product_type_id: data.video_id,
                product_price: data.price,
                name: data.title,
              }}
              symbol={data.currency_symbol}
              onPurchased={() => void video.refetch()}
            />
          </Suspense>
        )
      ) : data.access !== 1 ? (
        <div className="plans-notice" role="alert">
          <p>This video is part of Premium. Upgrade to watch it and every other workout.</p>
          <Link className="button" to={publicPage ? '/reg1' : '/home/profile/upgrade-downgrade'}>
            {publicPage ? 'Start your 7-day free trial' : 'Upgrade to Premium'}
          </Link>
        </div>
      ) : !source ? (
        <ErrorState message="This video cannot be played here." />
      ) : source.kind === 'embed' ? (
        <div className="video-player">
          <iframe
            src={source.url}
            title={data.title}
            allow="autoplay; fullscreen; picture-in-picture"
            allowFullScreen
            className="video-player__embed"
          />
        </div>
      ) : (
        <VideoPlayer
          src={source.url}
          captions={data.captions}
          title={data.title}
          poster={data.image || undefined}
          resumeKey={`video:${data.video_id}`}
          onPlay={played}
          onEnded={() => void ended()}
        />
      )}
      {!publicPage && data.access === 1 ? (
        <p className="video-page__actions">
          <button
            type="button"
            className="button button--secondary"
            aria-haspopup="dialog"
            onClick={() => setAddingToPlaylist(true)}
          >
            Add to playlist
          </button>
        </p>
      ) : null}
      {addingToPlaylist ? (
        <Suspense fallback={null}>
          <AddToPlaylistDialog videoId={data.video_id} onClose={() => setAddingToPlaylist(false)} />
        </Suspense>
      ) : null}
      {publicPage && data.access === 1 ? (
        <p>
          Enjoyed it? <Link to="/reg1">Start your 7-day free trial</Link> for 1600+ workouts.
        </p>
      ) : null}
    </div>
  );
}
