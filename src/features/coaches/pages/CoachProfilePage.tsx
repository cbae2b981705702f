import { useParams } from 'react-router-dom';
import { ProfessionalProfile, useProQuery } from '@/features/professionals';
import { CoachPage } from '../components/CoachPage';
import { QueryState } from '../components/QueryState';

function Profile({ fitproId, own }: { fitproId: string; own: boolean }) {
  const query = useProQuery(fitproId);
  return (
    <QueryState {...query} loading="Loading the profile…">
      {(pro) => (
        <article className="coach-profile" aria-label={own ? 'Your profile' : pro.name}>
          <ProfessionalProfile pro={pro} heading="h2" />
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
