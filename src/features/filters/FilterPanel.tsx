import { useId, useMemo, useState } from 'react';
import { MAX_LENGTH } from '@/lib/validation';
import { useLocation } from 'react-router-dom';
import { Dialog } from '@/ui/Dialog';
import { Spinner } from '@/ui/Spinner';
import { ErrorState } from '@/ui/ErrorState';
import { useFilterTagsQuery } from './api';
import {
  APPLY_DISABLED_TEXT,
  APPLY_DISABLED_TOOLTIP,
  canApply,
  filterArea,
  visibleGroups,
} from './model';
import { appliedFilters } from './store';
import './filters.css';
import { failureMessage } from '@/lib/failureMessage';

/** Filter panel (spec 1 §2): search, collapsible groups of tag checkboxes, Clear and Apply. */
export default function FilterPanel({ onClose }: { onClose: () => void }) {
  const { pathname } = useLocation();
  const { data, isLoading, error, refetch } = useFilterTagsQuery(filterArea(pathname));
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<number[]>(() => [...appliedFilters.get()]);
  const [collapsed, setCollapsed] = useState<Record<string, boolean>>({});
  const searchId = useId();
  const groups = useMemo(() => visibleGroups(data ?? [], search), [data, search]);
  const allowed = canApply(selected);

  const toggle = (tagId: number) =>
    setSelected((current) =>
      current.includes(tagId) ? current.filter((id) => id !== tagId) : [...current, tagId],
    );

  return (
    <Dialog title="Filter" onClose={onClose} size="medium">
      <div className="filter-panel">
        <div className="field">
          <label htmlFor={searchId}>Search filters</label>
          <input
            maxLength={MAX_LENGTH.search}
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        {isLoading ? (
          <Spinner label="Loading filters" />
        ) : error ? (
          <ErrorState message={failureMessage(error)} onRetry={() => void refetch()} />
        ) : groups.length === 0 ? (
          <p className="hint">No filters match your search.</p>
        ) : (
          groups.map((group) => {
            const isCollapsed = collapsed[group.name] ?? false;
            const panelId = `${searchId}-${group.name.replace(/\W+/g, '-')}`;
            return (
              <fieldset key={group.name} className="filter-panel__group">
                <legend className="visually-hidden">{group.name}</legend>
                <button
                  type="button"
                  className="filter-panel__toggle"
                  aria-expanded={!isCollapsed}
                  aria-controls={panelId}
                  onClick={() =>
                    setCollapsed((current) => ({ ...current, [group.name]: !isCollapsed }))
                  }
                >
                  {group.name}
                  <span aria-hidden="true">{isCollapsed ? '+' : '−'}</span>
                </button>
                <div id={panelId} hidden={isCollapsed} className="filter-panel__tags">
                  {group.childs.map((tag) => (
                    <label key={tag.tag_id} className="filter-panel__tag">
                      <input
                        type="checkbox"
                        checked={selected.includes(tag.tag_id)}
                        onChange={() => toggle(tag.tag_id)}
                      />
                      {tag.name}
                    </label>
                  ))}
                </div>
              </fieldset>
            );
          })
        )}
        <div className="filter-panel__actions">
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              setSelected([]);
              appliedFilters.set([]);
            }}
          >
            Clear
          </button>
          <span
            title={allowed ? undefined : APPLY_DISABLED_TOOLTIP}
            className="filter-panel__apply-wrap"
          >
            <button
              type="button"
              className="button button--primary"
              disabled={!allowed}
              aria-describedby={allowed ? undefined : `${searchId}-apply-hint`}
              onClick={() => {
                appliedFilters.set(selected);
                onClose();
              }}
            >
              Apply
            </button>
          </span>
        </div>
        {allowed ? null : (
          <p id={`${searchId}-apply-hint`} className="filter-panel__hint">
            {APPLY_DISABLED_TEXT}
          </p>
        )}
      </div>
    </Dialog>
  );
}
