import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { selectProfile } from '@/features/user';
import { Spinner } from '@/ui/Spinner';
import { ErrorState } from '@/ui/ErrorState';
import { failureMessage } from '@/lib/failureMessage';
import { useGetDashboardQuery } from '../api';
import { HOME_SECTIONS } from '../model';
import { RemoteSection } from '../components/RemoteSection';
import { WelcomeSection } from '../components/WelcomeSection';
import '../home.css';

const GET_STARTED = HOME_SECTIONS.find((section) => section.key === 'getStarted');

/**
 * /home/home2 (spec 2 §2, "a welcome section"): the member's greeting and the Get started cards
 * of the member home (dashboard_new/welcome_section), with the way on to the full dashboard.
 */
export default function WelcomePage() {
  const profile = useAppSelector(selectProfile);
  const { data, error, isLoading, refetch } = useGetDashboardQuery();

  useEffect(() => {
    document.title = 'Welcome | RWL';
  }, []);

  if (isLoading) return <Spinner label="Loading your welcome" />;
  return (
    <div className="page dashboard">
      {data ? (
        <WelcomeSection
          firstName={data.welcome.first_name}
          message={data.welcome.message}
          profile={profile}
          from="/home/home2"
        />
      ) : (
        <ErrorState
          message={failureMessage(error, 'We could not load your welcome.')}
          onRetry={() => void refetch()}
        />
      )}
      {GET_STARTED ? (
        <RemoteSection path={GET_STARTED.path} title={GET_STARTED.title} eager />
      ) : null}
      <p>
        <Link className="button button--secondary" to="/home">
          Go to my dashboard
        </Link>
      </p>
    </div>
  );
}
