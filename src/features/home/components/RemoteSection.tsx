import { EmptyState } from '@/ui/EmptyState';
import { ScrollRow } from '@/ui/ScrollRow';
import { ErrorState } from '@/ui/ErrorState';
import { useHomeSectionQuery } from '../api';
import { HomeCardView } from './HomeCardView';
import { DashboardSection } from './DashboardSection';
import { failureMessage } from '@/lib/failureMessage';
import { Link } from 'react-router-dom';

/** A member-home section read from dashboard_new/{path}: skeleton, cards, empty and error states. */
export function RemoteSection({
  path,
  title,
  eager = false,
}: {
  path: string;
  title: string;
  eager?: boolean;
}) {
  const { data, error, isLoading, refetch } = useHomeSectionQuery(path);
  const id = `home-${path}`;
  return (
    <DashboardSection id={id} title={title}>
      {isLoading ? (
        <div className="card-grid" aria-busy="true">
          <span className="visually-hidden" role="status">
            Loading {title}
          </span>
          <span className="home-skeleton" />
          <span className="home-skeleton" />
        </div>
      ) : error ? (
        <ErrorState message={failureMessage(error)} onRetry={() => void refetch()} />
      ) : data && data.length ? (
        <ScrollRow as="ul" className="card-grid home-cards" label={title}>
          {data.map((card) => (
            <HomeCardView key={card.id} card={card} eager={eager} />
          ))}
        </ScrollRow>
      ) : (
        <EmptyState title={`Nothing in ${title} yet.`}>
          <Link className="button button--secondary" to="/home/explore">
            Explore everything
          </Link>
        </EmptyState>
      )}
    </DashboardSection>
  );
}
