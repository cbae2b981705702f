import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { filterRelevant } from './model';
import { useAppliedFilters } from './store';

const FilterPanel = lazy(() => import('./FilterPanel'));

/** The header's video filter icon; opens the filter panel. */
export function FilterButton() {
  const { pathname } = useLocation();
  const applied = useAppliedFilters();
  const [open, setOpen] = useState(false);
  if (!filterRelevant(pathname)) return null;
  return (
    <>
      <button
        type="button"
        className="icon-button"
        aria-label={applied.length ? `Filter (${applied.length} selected)` : 'Filter'}
        aria-haspopup="dialog"
        data-tour="filter"
        onClick={() => setOpen(true)}
      >
        <svg
          aria-hidden="true"
          width="22"
          height="22"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M22 3H2l8 9.5V19l4 2v-8.5z" />
        </svg>
        {applied.length ? (
          <span className="badge" aria-hidden="true">
            {applied.length}
          </span>
        ) : null}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <FilterPanel onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
