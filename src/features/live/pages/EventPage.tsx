import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ErrorState } from '@/ui/ErrorState';
import { SafeImage } from '@/ui/SafeImage';
import { SanitizedHtml } from '@/ui/SanitizedHtml';
import { loadSanitizer } from '@/lib/sanitize/sanitizeHtml';
import { useLiveEventQuery } from '../api';
import { AttendedButton } from '../components/AttendedButton';
import { useNow } from '../components/useNow';
import { EventComments } from '../components/EventComments';
import { dayKey, failureMessage, hasStarted, memberTimeZone, sessionTimeLabel } from '../model';
import '../calendar.css';

// The cleaner loads with the page, alongside its data: the event shows whole in its first render
// (its actions and comments do not move when the description arrives).
void loadSanitizer();

const EVENT_ID = /^\d+$/;

/**
 * /home/livecalendar/event/{eventId}: an event's details, comments and, once it has started,
 * "I attended" with the number of members who did.
 */
export default function EventPage() {
  const eventId = useParams().eventId ?? '';
  const valid = EVENT_ID.test(eventId);
  const [timeZone] = useState(memberTimeZone);
  const now = useNow();
  const { data: event, error, isLoading, refetch } = useLiveEventQuery(eventId, { skip: !valid });

  useEffect(() => {
    if (event) document.title = `${event.title} | Events | RWL`;
  }, [event]);

  if (!valid)
    return (
      <div className="page">
        <ErrorState message="This event could not be found." />
        <Link to="/home/livecalendar">Live calendar</Link>
      </div>
    );
  if (isLoading)
    return (
      <div className="page" aria-busy="true">
        <p role="status">Loading the event</p>
      </div>
    );
  if (error || !event)
    return (
      <div className="page">
        <ErrorState message={failureMessage(error)} onRetry={() => void refetch()} />
        <Link to="/home/livecalendar">Live calendar</Link>
      </div>
    );

  return (
    <article className="page live-session live-event">
      <p>
        <Link to={`/home/livecalendar/${dayKey(event.start_at, timeZone)}`}>Back to the day</Link>
      </p>
      {event.image ? (
        <SafeImage
          className="live-event__image"
          src={event.image}
          alt=""
          width={960}
          height={400}
        />
      ) : null}
      <p className="live-session__kind">Event</p>
      <h1>{event.title}</h1>
      <p className="live-session__time">
        <time dateTime={event.start_at}>
          {sessionTimeLabel(event.start_at, event.end_at, timeZone)}
        </time>
        <span className="live-session__zone"> (your time zone: {timeZone})</span>
      </p>
      {event.place ? <p>{event.place}</p> : null}
      <SanitizedHtml className="live-event__description" html={event.description} />
      {hasStarted(event, now) ? (
        <div className="live-session__actions">
          <AttendedButton eventId={eventId} attended={event.attended === 1} />
          <p className="live-item__meta">
            {event.attendees === 1 ? '1 member attended' : `${event.attendees} members attended`}
          </p>
        </div>
      ) : (
        <p className="live-item__meta">You can tell us you attended once the event has started.</p>
      )}
      <EventComments eventId={eventId} comments={event.comments} />
    </article>
  );
}
