import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ErrorState } from '@/ui/ErrorState';
import { EmptyState } from '@/ui/EmptyState';
import { MonthNav } from '@/ui/MonthNav';
import { useMonthCursor } from '@/lib/calendar/useMonthCursor';
import { useLiveCalendarQuery } from '../api';
import {
  dayTitle,
  failureMessage,
  itemsByDay,
  memberTimeZone,
  monthTitle,
  parseMonth,
  shiftMonth,
  todayIn,
} from '../model';
import { MonthGrid } from '../components/MonthGrid';
import { CalendarItemRow } from '../components/CalendarItemRow';
import '../calendar.css';

/** /home/livecalendar?month=YYYY-MM: the month's live classes and events, the member's booked ones marked. */
export default function LiveCalendarPage() {
  const timeZone = memberTimeZone();
  const [today] = useState(() => todayIn(timeZone));
  const [params, setParams] = useSearchParams();
  const month = parseMonth(params.get('month'), today);
  const navigate = useNavigate();
  // The month asked for only (currentData): never the month before, while this one loads or if
  // it fails, which would show last month's items as if they were all this month has.
  const { currentData: data, error, isFetching, refetch } = useLiveCalendarQuery(month);
  const isLoading = !data && isFetching;
  const days = useMemo(() => itemsByDay(data ?? [], timeZone), [data, timeZone]);
  const goToMonth = (next: string) => setParams({ month: next });
  const { activeDate, move } = useMonthCursor(month, today, goToMonth);
  const monthDays = [...days.entries()].filter(([date]) => date.startsWith(month));

  useEffect(() => {
    document.title = 'Live classes and events | RWL';
  }, []);

  return (
    <div className="page live-page">
      <header className="live-page__header">
        <h1>Live classes and events</h1>
        <Link className="button button--secondary" to="/home/liveonrwl">
          Live now
        </Link>
      </header>
      <MonthNav
        title={monthTitle(month)}
        onPrevious={() => goToMonth(shiftMonth(month, -1))}
        onNext={() => goToMonth(shiftMonth(month, 1))}
      />
      <p className="live-page__hint">
        Times are in your time zone ({timeZone}). Use the arrow keys to move between days and Enter
        to open one. <span className="live-booked">Booked</span> marks your classes.
      </p>
      {error && !data ? (
        <ErrorState message={failureMessage(error)} onRetry={() => void refetch()} />
      ) : (
        <div className="live-calendar" aria-busy={isFetching}>
          {isLoading ? (
            <p className="visually-hidden" role="status">
              Loading the calendar
            </p>
          ) : null}
          <MonthGrid
            month={month}
            label={`Live classes and events, ${monthTitle(month)}`}
            days={days}
            activeDate={activeDate}
            today={today}
            onMove={move}
            onOpen={(date) => void navigate(`/home/livecalendar/${date}`)}
          />
          <section className="live-agenda" aria-labelledby="live-agenda-title">
            <h2 id="live-agenda-title">This month</h2>
            {!isLoading && monthDays.length === 0 ? (
              <EmptyState title="No live classes or events this month.">
                <Link className="button button--secondary" to="/home/liveonrwl">
                  See what is live now
                </Link>
              </EmptyState>
            ) : (
              monthDays.map(([date, items]) => (
                <section key={date} className="live-agenda__day" aria-label={dayTitle(date)}>
                  <h3>
                    <Link to={`/home/livecalendar/${date}`}>{dayTitle(date)}</Link>
                  </h3>
                  <ul className="live-list">
                    {items.map((item) => (
                      <CalendarItemRow
                        key={`${item.kind}-${item.id}`}
                        item={item}
                        timeZone={timeZone}
                      />
                    ))}
                  </ul>
                </section>
              ))
            )}
          </section>
        </div>
      )}
    </div>
  );
}
