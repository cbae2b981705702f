import { useEffect, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { Spinner } from '@/ui/Spinner';
import { ErrorState } from '@/ui/ErrorState';
import { EmptyState } from '@/ui/EmptyState';
import { SafeImage } from '@/ui/SafeImage';
import { safeUrl } from '@/lib/url';
import { isVideoFile } from '@/lib/validation';
import { useTimelineInfiniteQuery } from '../api';
import { formatWeight, KIND_LABELS, type TimelineEntry } from '../model';
import { useUnits } from '../useUnits';
import { failureMessage } from '@/lib/failureMessage';
import { showFailure } from '@/ui/showFailure';
import { PhotoUpload } from '../components/PhotoUpload';
import '../progress.css';
import { longDate } from '@/lib/format/days';

function EntryDetail({ entry }: { entry: TimelineEntry }) {
  const { system, shown } = useUnits();
  if (entry.kind !== 'day') return entry.detail ? <p>{entry.detail}</p> : null;
  const parts = [
    shown.calories && entry.calories !== null ? `${entry.calories} kcal` : '',
    shown.weight && entry.weight !== null ? formatWeight(entry.weight, system) : '',
  ].filter(Boolean);
  return parts.length ? <p>{parts.join(' · ')}</p> : null;
}

function EntryMedia({ entry }: { entry: TimelineEntry }) {
  const src = entry.kind === 'photo' ? safeUrl(entry.image) : null;
  if (!src) return null;
  const label = entry.detail ? `Progress: ${entry.detail}` : `Progress on ${longDate(entry.date)}`;
  return isVideoFile(src) ? (
    <video
      className="timeline__image"
      src={src}
      controls
      muted
      preload="metadata"
      aria-label={label}
    />
  ) : (
    <SafeImage className="timeline__image" src={src} alt={label} />
  );
}

/** /home/timeline: logged days, workouts done, achievements and progress photos, newest first. */
export default function TimelinePage() {
  const timeline = useTimelineInfiniteQuery();
  const entries = useMemo(
    () => timeline.data?.pages.flatMap((page) => page.entries) ?? [],
    [timeline.data],
  );

  useEffect(() => {
    document.title = 'My timeline | RWL';
  }, []);

  const loadMore = () => {
    timeline.fetchNextPage().unwrap().catch(showFailure);
  };

  return (
    <div className="page page--narrow progress-page">
      <h1>My timeline</h1>
      <PhotoUpload />
      <h2>History</h2>
      {timeline.isLoading ? (
        <Spinner label="Loading your timeline" />
      ) : timeline.error && !timeline.data ? (
        <ErrorState
          message={failureMessage(timeline.error)}
          onRetry={() => void timeline.refetch()}
        />
      ) : !entries.length ? (
        <EmptyState title="Nothing on your timeline yet.">
          <p>Log a day, finish a workout or add a progress photo and it shows here.</p>
          <p>
            <Link to="/home/graph">Log today’s weight</Link> ·{' '}
            <Link to="/home/explore">Find a workout</Link>
          </p>
        </EmptyState>
      ) : (
        <>
          <ol className="timeline" aria-label="My history">
            {entries.map((entry) => (
              <li key={`${entry.kind}-${entry.id}`} className="timeline__entry">
                <EntryMedia entry={entry} />
                <div>
                  <span className="timeline__kind">
                    {KIND_LABELS[entry.kind]} ·{' '}
                    <time dateTime={entry.date}>{longDate(entry.date)}</time>
                  </span>
                  <p className="timeline__title">{entry.title}</p>
                  <EntryDetail entry={entry} />
                </div>
              </li>
            ))}
          </ol>
          {timeline.hasNextPage ? (
            <button
              type="button"
              className="button button--secondary"
              disabled={timeline.isFetchingNextPage}
              onClick={loadMore}
            >
              {timeline.isFetchingNextPage ? 'Loading…' : 'Load more'}
            </button>
          ) : (
            <p className="hint">That is the start of your timeline.</p>
          )}
        </>
      )}
    </div>
  );
}
