import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { ErrorState } from '@/ui/ErrorState';
import { EmptyState } from '@/ui/EmptyState';
import { useLiveNowQuery } from '../api';
import { JoinButton } from '../components/JoinButton';
import { useNow } from '../components/useNow';
import {
  clockTime,
  failureMessage,
  isInfoSession,
  itemKindLabel,
  itemPath,
  liveNow,
  memberTimeZone,
} from '../model';
import '../calendar.css';

/** Asked again every minute: classes start and end while the page is open. */
const POLL_MS = 60_000;

/** /home/liveonrwl: the live classes and events on now, each with its join button. */
export default function LiveNowPage() {
  const [timeZone] = useState(memberTimeZone);
  const { data, error, isLoading, refetch } = useLiveNowQuery(undefined, {
    pollingInterval: POLL_MS,
  });
  const now = useNow();
  const items = liveNow(data ?? [], now);

  useEffect(() => {
    document.title = 'Live now | RWL';
  }, []);

  return (
    <div className="page live-page">
      <header className="live-page__header">
        <h1>Live now on RWL</h1>
        <Link className="button button--secondary" to="/home/livecalendar">
          Live calendar
        </Link>
      </header>
      {isLoading ? (
        <p role="status">Loading what is live</p>
      ) : error && !data ? (
        <ErrorState message={failureMessage(error)} onRetry={() => void refetch()} />
      ) : items.length === 0 ? (
        <EmptyState title="Nothing is live right now.">
          <p>
            See what is coming up in the <Link to="/home/livecalendar">live calendar</Link>.
          </p>
        </EmptyState>
      ) : (
        <ul className="live-now">
          {items.map((item) => (
            <li key={`${item.kind}-${item.id}`} className="live-now__item">
              <span className="live-now__badge">Live</span>
              <div className="live-item__body">
                <Link className="live-item__title" to={itemPath(item)}>
                  {item.title}
                </Link>
                <span className="live-item__meta">
                  {itemKindLabel(item)}
                  {item.coach ? ` with ${item.coach}` : ''}, until{' '}
                  <time dateTime={item.end_at}>{clockTime(item.end_at, timeZone)}</time>
                </span>
              </div>
              {isInfoSession(item) ? null : item.kind === 'event' || item.booked === 1 ? (
                <JoinButton
                  meeting={{ ...item, session_id: item.id }}
                  title={item.title}
                  kind={item.kind}
                />
              ) : (
                <span className="live-item__meta">Not booked</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
