import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import {
  clockTime,
  dayKey,
  dayTitle,
  loadMonthGrid,
  memberTimeZone,
  monthTitle,
  parseMonth,
  shiftMonth,
  todayIn,
  type CalendarItem,
} from '@/features/live';
import { ErrorState } from '@/ui/ErrorState';
import { EmptyState } from '@/ui/EmptyState';
import { MonthNav } from '@/ui/MonthNav';
import { useMonthCursor } from '@/lib/calendar/useMonthCursor';
import { useProQuery } from '@/features/professionals';
import { useProClassesQuery } from '../bookingApi';
import { bookingClosed, type ProClass } from '../booking';
import '../coaching.css';
import { failureMessage } from '@/lib/failureMessage';

const MonthGrid = lazy(loadMonthGrid);

/** A dated class as a line of the live calendar's grid (booked ones marked). */
function asCalendarItem(entry: ProClass): CalendarItem {
  return {
    id: entry.class_id,
    kind: 'session',
    title: entry.title,
    coach: entry.coach,
    start_at: entry.start_at,
    end_at: entry.end_at,
    booked: entry.booked,
    type: 'live',
    zoom_id: '',
    zoom_pass: '',
    join_url: '',
    join_with_platform: '',
  };
}

function placesLabel(entry: ProClass, now: number): string {
  if (entry.booked !== 1 && bookingClosed(entry, now)) return 'Booking closed';
  if (entry.places_left <= 0) return 'Full';
  return `${entry.places_left} ${entry.places_left === 1 ? 'place' : 'places'} left`;
}

/**
 * /home/rwlprosclasscalendar/{id}?month=YYYY-MM: a professional's classes by month, booked ones
 * marked; a class that has started can no longer be booked.
 */
export default function ClassCalendarPage() {
  const proId = useParams().proId ?? '';
  const valid = /^\d{1,12}$/.test(proId);
  const [timeZone] = useState(memberTimeZone);
  const [today] = useState(() => todayIn(timeZone));
  const [openedAt] = useState(Date.now);
  const [params, setParams] = useSearchParams();
  const month = parseMonth(params.get('month'), today);
  const pro = useProQuery(proId, { skip: !valid });
  const classes = useProClassesQuery({ fitproId: proId, month }, { skip: !valid });
  // The month asked for only: never the month before, while this one loads or if it fails.
  const monthClasses = classes.currentData;
  const loadingMonth = !monthClasses && classes.isFetching;
  const [openDay, setOpenDay] = useState<string | null>(null);
  const goToMonth = (next: string) => {
    setOpenDay(null);
    setParams({ month: next });
  };
  const { activeDate, move } = useMonthCursor(month, today, goToMonth);
  const name = pro.data?.name;

  const byDay = useMemo(() => {
    const days = new Map<string, ProClass[]>();
    for (const entry of monthClasses ?? []) {
      const key = dayKey(entry.start_at, timeZone);
      days.set(key, [...(days.get(key) ?? []), entry]);
    }
    return days;
  }, [monthClasses, timeZone]);
  const gridDays = useMemo(
    () => new Map([...byDay].map(([date, entries]) => [date, entries.map(asCalendarItem)])),
    [byDay],
  );

  useEffect(() => {
    document.title = name ? `${name}'s class calendar | RWL` : 'Class calendar | RWL';
  }, [name]);

  if (!valid)
    return (
      <div className="page">
        <ErrorState message="This professional could not be found." />
        <Link to="/home/rwlpros">All professionals</Link>
      </div>
    );

  const shown = [...byDay.entries()].filter(
    ([date]) => date.startsWith(month) && (!openDay || date === openDay),
  );
  const profilePath = `/home/rwlpros/${encodeURIComponent(proId)}`;

  return (
    <div className="page live-page class-calendar">
      <Link to={profilePath}>{name ? `Back to ${name}` : 'Back to the profile'}</Link>
      <h1>{name ? `${name}'s class calendar` : 'Class calendar'}</h1>
      <MonthNav
        title={monthTitle(month)}
        onPrevious={() => goToMonth(shiftMonth(month, -1))}
        onNext={() => goToMonth(shiftMonth(month, 1))}
      />
      <p className="live-page__hint">
        Times are in your time zone ({timeZone}). Choose a day to see its classes.
      </p>
      {classes.error && !monthClasses ? (
        <ErrorState
          message={failureMessage(classes.error)}
          onRetry={() => void classes.refetch()}
        />
      ) : (
        <div className="live-calendar" aria-busy={classes.isFetching}>
          <Suspense fallback={<p role="status">Loading the calendar…</p>}>
            <MonthGrid
              month={month}
              label={`${name ? `${name}'s classes` : 'Classes'}, ${monthTitle(month)}`}
              days={gridDays}
              activeDate={activeDate}
              today={today}
              onMove={move}
              onOpen={(date) => setOpenDay(date)}
            />
          </Suspense>
          <section className="live-agenda" aria-labelledby="class-agenda-title">
            <h2 id="class-agenda-title">{openDay ? dayTitle(openDay) : 'Classes this month'}</h2>
            {openDay ? (
              <button type="button" className="link-button" onClick={() => setOpenDay(null)}>
                Show the whole month
              </button>
            ) : null}
            {!loadingMonth && shown.length === 0 ? (
              <EmptyState title={openDay ? 'No classes on this day.' : 'No classes this month.'}>
                <Link className="button button--secondary" to="/home/rwlpros">
                  Find a professional and their classes
                </Link>
              </EmptyState>
            ) : (
              <ul className="live-list" aria-label="Classes">
                {shown.flatMap(([, entries]) =>
                  entries.map((entry) => (
                    <li key={entry.class_id} className="live-item">
                      <time className="live-item__time" dateTime={entry.start_at}>
                        {dayTitle(dayKey(entry.start_at, timeZone))},{' '}
                        {clockTime(entry.start_at, timeZone)}
                      </time>
                      <div className="live-item__body">
                        <span className="live-item__title">{entry.title}</span>
                        <span className="live-item__meta">{placesLabel(entry, openedAt)}</span>
                      </div>
                      {entry.booked === 1 ? (
                        <Link
                          className="live-booked"
                          to={`/check-class?id=${encodeURIComponent(entry.class_id)}`}
                        >
                          Booked
                        </Link>
                      ) : entry.places_left > 0 && !bookingClosed(entry, openedAt) ? (
                        <Link to={profilePath}>Book</Link>
                      ) : null}
                    </li>
                  )),
                )}
              </ul>
            )}
          </section>
        </div>
      )}
    </div>
  );
}
