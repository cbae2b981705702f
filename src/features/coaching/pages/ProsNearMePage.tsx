import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { EmptyState } from '@/ui/EmptyState';
import { ErrorState } from '@/ui/ErrorState';
import { applyPageMeta } from '@/lib/pageMeta';
import { useProsNearMeQuery } from '../api';
import { byDistance, formatDistance, LOCATION_MESSAGES, prosBase } from '../model';
import { ProList } from '../components/ProList';
import { useBrowserPosition } from '@/lib/geolocation';
import '../coaching.css';
import { failureMessage } from '@/lib/failureMessage';

/** /rwlpros/prosnearme: professionals nearest first, by the browser's location when allowed. */
export default function ProsNearMePage() {
  const base = prosBase(useLocation().pathname);
  const { state, retry } = useBrowserPosition();
  const position = state.kind === 'found' ? state.position : null;
  const { data, error, refetch } = useProsNearMeQuery(position ?? { latitude: 0, longitude: 0 }, {
    skip: !position,
  });
  useEffect(() => {
    applyPageMeta({
      title: 'Fitness professionals near me | RWL',
      description: 'RWL fitness professionals nearest to you.',
    });
  }, []);
  return (
    <div className="page pros-page">
      <Link to={base}>All professionals</Link>
      <h1>Professionals near me</h1>
      <div aria-live="polite">
        {state.kind === 'locating' ? (
          <p role="status">Finding your location…</p>
        ) : state.kind === 'problem' ? (
          <div className="pros-page__location" role="alert">
            <p>{LOCATION_MESSAGES[state.problem]}</p>
            <button type="button" className="button button--secondary" onClick={retry}>
              Try again
            </button>{' '}
            <Link to={base}>Browse all professionals</Link>
          </div>
        ) : error ? (
          <ErrorState message={failureMessage(error)} onRetry={() => void refetch()} />
        ) : !data || !position ? (
          <p role="status">Loading professionals near you…</p>
        ) : data.length === 0 ? (
          <EmptyState title="No professionals near you yet.">
            <Link className="button button--secondary" to="/home/rwlpros">
              See every professional
            </Link>
          </EmptyState>
        ) : (
          <ProList
            items={byDistance(data, position).map(({ pro, miles }) => ({
              pro,
              note: formatDistance(miles),
            }))}
            base={base}
          />
        )}
      </div>
    </div>
  );
}
