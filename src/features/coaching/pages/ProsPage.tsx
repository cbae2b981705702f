import { useEffect } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { EmptyState } from '@/ui/EmptyState';
import { ErrorState } from '@/ui/ErrorState';
import { applyPageMeta } from '@/lib/pageMeta';
import { useProFiltersQuery, useProsQuery } from '../api';
import { filtersFromSearch, filtersToSearch, hasFilters, NO_FILTERS, prosBase } from '../model';
import { ProFiltersForm } from '../components/ProFiltersForm';
import { ProList } from '../components/ProList';
import '../coaching.css';
import { failureMessage } from '@/lib/failureMessage';

/** /rwlpros (and /home/rwlpros): fitness professionals, filtered by speciality, place and online. */
export default function ProsPage() {
  const base = prosBase(useLocation().pathname);
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  const choices = useProFiltersQuery();
  const { data, error, isFetching, refetch } = useProsQuery(filters);
  useEffect(() => {
    applyPageMeta({
      title: 'Fitness professionals | RWL',
      description: 'Find an RWL fitness professional by speciality and place, or online.',
    });
  }, []);
  return (
    <div className="page pros-page">
      <h1>Fitness professionals</h1>
      <p className="lead">
        Live classes and one-to-one sessions with RWL coaches.{' '}
        <Link to={`${base}/prosnearme`}>Professionals near me</Link>
      </p>
      <ProFiltersForm
        filters={filters}
        choices={choices.data}
        onChange={(next) => setSearch(filtersToSearch(next), { replace: true })}
      />
      <div aria-live="polite" aria-busy={isFetching}>
        {error ? (
          <ErrorState message={failureMessage(error)} onRetry={() => void refetch()} />
        ) : !data ? (
          <p role="status">Loading professionals…</p>
        ) : data.length === 0 ? (
          <EmptyState title="No professionals match these filters.">
            {hasFilters(filters) ? (
              <button
                type="button"
                className="button button--secondary"
                onClick={() => setSearch(filtersToSearch(NO_FILTERS), { replace: true })}
              >
                Clear filters
              </button>
            ) : null}
          </EmptyState>
        ) : (
          <>
            <p className="pros-page__count">
              {data.length} {data.length === 1 ? 'professional' : 'professionals'}
            </p>
            <ProList items={data.map((pro) => ({ pro }))} base={base} />
          </>
        )}
      </div>
    </div>
  );
}
