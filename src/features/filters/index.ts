/** The tags applied from the filter panel, for lists that filter by them. */
export { useAppliedFilters, appliedFilters } from './store';
