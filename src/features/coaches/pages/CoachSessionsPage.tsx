import { Link, useParams } from 'react-router-dom';
import { priceLabel, useProQuery } from '@/features/professionals';
import { CoachPage } from '../components/CoachPage';
import { QueryState } from '../components/QueryState';

function Sessions({ fitproId, own }: { fitproId: string; own: boolean }) {
  // The sessions come with the profile (fitpro/user_details).
  const query = useProQuery(fitproId);
  return (
    <QueryState {...query} loading="Loading the sessions…">
      {({ sessions }) =>
        sessions.length ? (
          <ul className="coach-list" aria-label="Available sessions">
            {sessions.map((session) => (
              <li key={session.session_id} className="coach-card">
                <h2>
                  <Link to={`/rwl-coaches/session/${encodeURIComponent(session.session_id)}`}>
                    {session.title}
                  </Link>
                </h2>
                <p className="coach-card__price">
                  {priceLabel(session.price)} · {session.minutes} minutes
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <p>
            {own ? 'You offer no one-to-one sessions yet.' : 'No sessions available at the moment.'}
          </p>
        )
      }
    </QueryState>
  );
}

/** /rwl-coaches/asession[/{id}]: the one-to-one sessions a professional offers. */
export default function CoachSessionsPage() {
  const param = useParams().fitproId;
  return (
    <CoachPage
      title={param === undefined ? 'Your available sessions' : 'Available sessions'}
      param={param}
    >
      {(fitproId, own) => <Sessions fitproId={fitproId} own={own} />}
    </CoachPage>
  );
}
