import { useId, type ReactNode } from 'react';
import { MAX_LENGTH } from '@/lib/validation';

export interface SearchTab<T extends string | number> {
  value: T;
  label: string;
}

interface SearchTabsProps<T extends string | number> {
  /** The search box's label and placeholder. */
  searchLabel: string;
  search: string;
  onSearch: (text: string) => void;
  /** The tab list's accessible name. */
  tabsLabel: string;
  tabs: readonly SearchTab<T>[];
  selected: T;
  onSelect: (value: T) => void;
  /** What the selected tab shows. */
  children: ReactNode;
}

/** A search box over tabs, the selected tab's panel below (new message, search by button). */
export function SearchTabs<T extends string | number>({
  searchLabel,
  search,
  onSearch,
  tabsLabel,
  tabs,
  selected,
  onSelect,
  children,
}: SearchTabsProps<T>) {
  const prefix = useId();
  return (
    <>
      <div className="chat-toolbar">
        <div className="chat-search">
          <input
            maxLength={MAX_LENGTH.search}
            type="search"
            className="chat-search__input"
            aria-label={searchLabel}
            placeholder={searchLabel}
            value={search}
            onChange={(event) => onSearch(event.target.value)}
          />
        </div>
      </div>
      <div className="chat-tabs" role="tablist" aria-label={tabsLabel}>
        {tabs.map((entry) => (
          <button
            key={entry.value}
            id={`${prefix}-${entry.value}`}
            type="button"
            role="tab"
            aria-selected={selected === entry.value}
            aria-controls={`${prefix}-panel`}
            className={`chat-tabs__tab${selected === entry.value ? ' chat-tabs__tab--selected' : ''}`}
            onClick={() => {
              if (selected !== entry.value) onSelect(entry.value);
            }}
          >
            {entry.label}
          </button>
        ))}
      </div>
      <div id={`${prefix}-panel`} role="tabpanel" aria-labelledby={`${prefix}-${selected}`}>
        {children}
      </div>
    </>
  );
}
