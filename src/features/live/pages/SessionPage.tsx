import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Avatar } from '@/ui/Avatar';
import { ErrorState } from '@/ui/ErrorState';
import { JoinButton } from '../components/JoinButton';
import { ReminderToggle } from '../components/ReminderToggle';
import { useNow } from '../components/useNow';
import { useRouteSession } from '../components/useLiveSession';
import { hasMeetingInfo } from '../joinRules';
import { dayKey, failureMessage, hasEnded, memberTimeZone, sessionTimeLabel } from '../model';
import '../calendar.css';

/**
 * /home/rwlpros/event-info/{sessionId}: a live class or information session with its coach, its
 * time in the member's time zone, the join button (join rules) and the reminder. Once it has
 * ended there is nothing to join or be reminded of, and the page says so.
 */
export default function SessionPage() {
  const [timeZone] = useState(memberTimeZone);
  const now = useNow();
  const { sessionId, valid, data: session, error, isLoading, refetch } = useRouteSession();

  useEffect(() => {
    if (session) document.title = `${session.title} | Live classes | RWL`;
  }, [session]);

  if (!valid)
    return (
      <div className="page">
        <ErrorState message="This session could not be found." />
        <Link to="/home/livecalendar">Live calendar</Link>
      </div>
    );
  if (isLoading)
    return (
      <div className="page" aria-busy="true">
        <p role="status">Loading the session</p>
      </div>
    );
  if (error || !session)
    return (
      <div className="page">
        <ErrorState message={failureMessage(error)} onRetry={() => void refetch()} />
        <Link to="/home/livecalendar">Live calendar</Link>
      </div>
    );

  const info = session.type.toLowerCase() === 'info';
  const day = dayKey(session.start_at, timeZone);
  return (
    <article className="page live-session">
      <p>
        <Link to={`/home/livecalendar/${day}`}>Back to the day</Link>
      </p>
      <p className="live-session__kind">{info ? 'Information session' : 'Live class'}</p>
      <h1>{session.title}</h1>
      <div className="live-session__coach">
        <Avatar name={session.coach || 'Coach'} src={session.coach_image} size={56} />
        <p>
          <span className="live-session__label">Coach</span> {session.coach || 'RWL team'}
        </p>
      </div>
      <p className="live-session__time">
        <time dateTime={session.start_at}>
          {sessionTimeLabel(session.start_at, session.end_at, timeZone)}
        </time>
        <span className="live-session__zone"> (your time zone: {timeZone})</span>
      </p>
      {session.booked === 1 ? <p className="live-booked">Booked</p> : null}
      {session.description ? <p className="lead">{session.description}</p> : null}
      {hasEnded(session, now) ? (
        <p>{info ? 'This session has ended.' : 'This class has ended.'}</p>
      ) : (
        <div className="live-session__actions">
          {info ? (
            <p>This is an information session: everything you need is on this page.</p>
          ) : session.booked === 1 ? (
            <>
              <JoinButton meeting={session} title={session.title} />
              {hasMeetingInfo(session) ? (
                <Link to={`/home/rwlpros/zoommeeting/${sessionId}`}>Zoom details</Link>
              ) : null}
            </>
          ) : (
            <p>
              You have not booked this class. Live classes are booked with their coach:{' '}
              <Link to="/home/rwlpros">see the fitness professionals</Link>.
            </p>
          )}
          <ReminderToggle sessionId={sessionId} on={session.reminder === 1} />
        </div>
      )}
    </article>
  );
}
