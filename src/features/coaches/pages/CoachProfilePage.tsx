import { useParams } from 'react-router-dom';
import { SafeImage } from '@/ui/SafeImage';
import { SanitizedHtml } from '@/ui/SanitizedHtml';
import { loadSanitizer } from '@/lib/sanitize/sanitizeHtml';
import { useCoachProfileQuery } from '../api';
import { CoachPage } from '../components/CoachPage';
import { QueryState } from '../components/QueryState';

// The cleaner loads with the page, alongside its data: the profile shows whole in its first
// render (what follows the biography does not move when it arrives).
void loadSanitizer();

function Profile({ fitproId, own }: { fitproId: string; own: boolean }) {
  const query = useCoachProfileQuery(fitproId);
  return (
    <QueryState {...query} loading="Loading the profile…">
      {(pro) => (
        <article className="coach-profile" aria-label={own ? 'Your profile' : pro.name}>
          <header className="coach-profile__header">
            <SafeImage src={pro.photo} alt={pro.name} width={120} height={120} />
            <div>
              <h2>{pro.name}</h2>
              <dl className="coach-facts">
                <div>
                  <dt>Speciality</dt>
                  <dd>{pro.speciality}</dd>
                </div>
                <div>
                  <dt>Place</dt>
                  <dd>{pro.place}</dd>
                </div>
                <div>
                  <dt>Online</dt>
                  <dd>{pro.online === 1 ? 'Yes, classes online' : 'In person only'}</dd>
                </div>
              </dl>
            </div>
          </header>
          <SanitizedHtml html={pro.bio} />
        </article>
      )}
    </QueryState>
  );
}

/** /rwl-coaches/fitpro[/{id}]: a professional's profile (without an id, the signed-in one's). */
export default function CoachProfilePage() {
  const param = useParams().fitproId;
  return (
    <CoachPage title={param === undefined ? 'Your profile' : 'Profile'} param={param}>
      {(fitproId, own) => <Profile fitproId={fitproId} own={own} />}
    </CoachPage>
  );
}
