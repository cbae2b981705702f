import { useEffect, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import dayjs from 'dayjs';
import { ErrorState } from '@/ui/ErrorState';
import { EmptyState } from '@/ui/EmptyState';
import { useLiveDayQuery } from '../api';
import { CalendarItemRow } from '../components/CalendarItemRow';
import { dayKey, dayTitle, failureMessage, memberTimeZone, parseDay } from '../model';
import '../calendar.css';
import '@/ui/monthNav.css';

const SESSION_ID = /^\d+$/;

function DayView({ date }: { date: string }) {
  const [timeZone] = useState(memberTimeZone);
  const { data, error, isLoading, refetch } = useLiveDayQuery(date);
  const items = (data ?? []).filter((item) => dayKey(item.start_at, timeZone) === date);
  const day = dayjs(date);
  const previous = day.subtract(1, 'day').format('YYYY-MM-DD');
  const next = day.add(1, 'day').format('YYYY-MM-DD');

  useEffect(() => {
    document.title = `${dayTitle(date)} | Live classes | RWL`;
  }, [date]);

  return (
    <div className="page live-page">
      <p>
        <Link to={`/home/livecalendar?month=${date.slice(0, 7)}`}>Back to the month</Link>
      </p>
      <h1>{dayTitle(date)}</h1>
      <nav className="month-nav" aria-label="Days">
        <Link className="button button--secondary" to={`/home/livecalendar/${previous}`}>
          <span aria-hidden="true">‹</span> Previous day
        </Link>
        <Link className="button button--secondary" to={`/home/livecalendar/${next}`}>
          Next day <span aria-hidden="true">›</span>
        </Link>
      </nav>
      <p className="live-page__hint">Times are in your time zone ({timeZone}).</p>
      {isLoading ? (
        <p role="status">Loading the day</p>
      ) : error ? (
        <ErrorState message={failureMessage(error)} onRetry={() => void refetch()} />
      ) : items.length === 0 ? (
        <EmptyState title="No live classes or events on this day.">
          <Link
            className="button button--secondary"
            to={`/home/livecalendar?month=${date.slice(0, 7)}`}
          >
            See the whole month
          </Link>
        </EmptyState>
      ) : (
        <ul className="live-list">
          {items.map((item) => (
            <CalendarItemRow key={`${item.kind}-${item.id}`} item={item} timeZone={timeZone} />
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * /home/livecalendar/{id}: a day (YYYY-MM-DD) of the calendar. A session id (the live_event
 * notification's screen id) opens that session's page.
 */
export default function LiveDayPage() {
  const id = useParams().id ?? '';
  const date = parseDay(id);
  if (date) return <DayView key={date} date={date} />;
  if (SESSION_ID.test(id)) return <Navigate to={`/home/rwlpros/event-info/${id}`} replace />;
  return (
    <div className="page">
      <ErrorState message="This day could not be found." />
      <Link to="/home/livecalendar">Live calendar</Link>
    </div>
  );
}
