import { lazy, Suspense, useEffect } from 'react';
import { useAppSelector } from '@/app/hooks';
import { selectProfile } from '@/features/user';
import { Spinner } from '@/ui/Spinner';
import { ErrorState } from '@/ui/ErrorState';
import { useGetDashboardQuery } from '../api';
import { dashboardVisibility, homeSectionVisibility } from '../model';
import { WelcomeSection } from '../components/WelcomeSection';
import { TodaySection } from '../today/TodaySection';
import '../home.css';
import { failureMessage } from '@/lib/failureMessage';

// The sections below Today load beside the dashboard's data (asked for as this page loads), not
// with the page's first render: the home's first screen is the greeting and Today.
const loadDashboardSections = () => import('../components/DashboardSections');
const DashboardSections = lazy(loadDashboardSections);

/**
 * The member home: every dashboard section of spec 3 §3 and §7, each shown or hidden by its display
 * toggle. Welcome, today's plan, recommended workout, live class, activity, programmes and recipes
 * come with dashboard_new; the other sections each read their own dashboard_new/{section} call.
 */
export default function MemberHomePage() {
  const profile = useAppSelector(selectProfile);
  const { data, error, isLoading, refetch } = useGetDashboardQuery();
  const show = dashboardVisibility(profile);
  const shown = homeSectionVisibility(profile);

  useEffect(() => {
    document.title = 'My Dashboard | RWL';
    void loadDashboardSections();
  }, []);

  if (isLoading) return <Spinner label="Loading your dashboard" />;
  if (error || !data) {
    return (
      <div className="page">
        <ErrorState
          message={failureMessage(error, 'We could not load your dashboard.')}
          onRetry={() => void refetch()}
        />
      </div>
    );
  }

  return (
    <div className="page dashboard">
      <WelcomeSection
        firstName={data.welcome.first_name}
        message={data.welcome.message}
        profile={profile}
        from="/home"
      />

      <TodaySection data={data} show={show} />

      <Suspense fallback={<Spinner label="Loading your dashboard" />}>
        <DashboardSections data={data} profile={profile} show={show} shown={shown} />
      </Suspense>
    </div>
  );
}
