import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { ErrorState } from '@/ui/ErrorState';
import { JoinButton } from '../components/JoinButton';
import { useNow } from '../components/useNow';
import { useRouteSession } from '../components/useLiveSession';
import { hasMeetingInfo, NO_MEETING_INFO } from '../joinRules';
import { failureMessage, hasEnded } from '../model';
import '../calendar.css';

/**
 * /home/rwlpros/zoommeeting/{sessionId}: a booked class's Zoom meeting id, passcode and join
 * button (none once the class has ended).
 */
export default function ZoomMeetingPage() {
  const { sessionId, valid, data: session, error, isLoading, refetch } = useRouteSession();
  const now = useNow();

  useEffect(() => {
    document.title = 'Zoom meeting | RWL';
  }, []);

  if (!valid)
    return (
      <div className="page">
        <ErrorState message="This session could not be found." />
      </div>
    );
  if (isLoading)
    return (
      <div className="page" aria-busy="true">
        <p role="status">Loading the meeting</p>
      </div>
    );
  if (error || !session)
    return (
      <div className="page">
        <ErrorState message={failureMessage(error)} onRetry={() => void refetch()} />
      </div>
    );

  return (
    <article className="page page--narrow live-session">
      <p>
        <Link to={`/home/rwlpros/event-info/${sessionId}`}>Back to {session.title}</Link>
      </p>
      <h1>Zoom meeting: {session.title}</h1>
      {session.booked !== 1 ? (
        <p>Book this class to see its Zoom details.</p>
      ) : !hasMeetingInfo(session) ? (
        <p role="status">{NO_MEETING_INFO}</p>
      ) : (
        <>
          <dl className="live-zoom">
            {session.zoom_id ? (
              <div>
                <dt>Meeting ID</dt>
                <dd>{session.zoom_id}</dd>
              </div>
            ) : null}
            {session.zoom_pass ? (
              <div>
                <dt>Passcode</dt>
                <dd>{session.zoom_pass}</dd>
              </div>
            ) : null}
          </dl>
          {hasEnded(session, now) ? (
            <p>This class has ended.</p>
          ) : (
            <JoinButton meeting={session} title={session.title} />
          )}
        </>
      )}
    </article>
  );
}
