import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ErrorState } from '@/ui/ErrorState';
import { useCoachSessionQuery } from '../api';
import { priceLabel } from '@/features/professionals';
import { routeId, type BookedSession } from '../model';
import { shortDateTime } from '@/lib/format/days';
import { CoachNav } from '../components/CoachNav';
import { CoachPage } from '../components/CoachPage';
import { QueryState } from '../components/QueryState';
import '../coaches.css';

function Bookings({ bookings }: { bookings: BookedSession[] }) {
  return bookings.length ? (
    <ul className="coach-list" aria-label="Booked sessions">
      {bookings.map((booking) => (
        <li key={booking.booking_id} className="coach-card">
          <h2>
            <Link to={`/rwl-coaches/session/${encodeURIComponent(booking.session_id)}`}>
              {booking.title}
            </Link>
          </h2>
          <p>
            {booking.member_name} · {shortDateTime(booking.starts_at)}
          </p>
        </li>
      ))}
    </ul>
  ) : (
    <p>No sessions are booked with you yet.</p>
  );
}

function Session({ sessionId }: { sessionId: string }) {
  const query = useCoachSessionQuery(sessionId);
  return (
    <QueryState {...query} loading="Loading the session…">
      {(session) => (
        <>
          <CoachNav fitproId={session.fitpro_id} own={false} />
          <article className="coach-card" aria-label={session.title}>
            <h2>{session.title}</h2>
            <p>
              With{' '}
              <Link to={`/rwl-coaches/fitpro/${encodeURIComponent(session.fitpro_id)}`}>
                {session.fitpro_name}
              </Link>
            </p>
            <p>{session.description}</p>
            <p className="coach-card__price">
              {priceLabel(session.price)} · {session.minutes} minutes
            </p>
          </article>
        </>
      )}
    </QueryState>
  );
}

/**
 * /rwl-coaches/session/{id}: a one-to-one session, for anyone; /rwl-coaches/session: the
 * sessions members booked with the signed-in professional.
 */
export default function CoachSessionPage() {
  const param = useParams().sessionId;
  const id = param === undefined ? null : routeId(param);
  useEffect(() => {
    if (param !== undefined) document.title = 'Session | RWL coaches';
  }, [param]);
  if (param === undefined)
    return (
      <CoachPage title="Your booked sessions" param={undefined}>
        {(_fitproId, _own, account) => <Bookings bookings={account?.bookings ?? []} />}
      </CoachPage>
    );
  return (
    <section className="page coach-page">
      <p>
        <Link to="/rwl-coaches">Coaches area</Link>
      </p>
      <h1>Session</h1>
      {id === null ? (
        <ErrorState message="This session could not be found." />
      ) : (
        <Session sessionId={id} />
      )}
    </section>
  );
}
