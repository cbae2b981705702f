import './monthNav.css';

interface MonthNavProps {
  /** The month shown, e.g. "November 2026" (announced when it changes). */
  title: string;
  onPrevious: () => void;
  onNext: () => void;
}

/** A calendar's Previous month and Next month buttons around the month's title. */
export function MonthNav({ title, onPrevious, onNext }: MonthNavProps) {
  return (
    <nav className="month-nav" aria-label="Months">
      <button type="button" className="button button--secondary" onClick={onPrevious}>
        <span aria-hidden="true">‹</span> Previous month
      </button>
      <h2 aria-live="polite">{title}</h2>
      <button type="button" className="button button--secondary" onClick={onNext}>
        Next month <span aria-hidden="true">›</span>
      </button>
    </nav>
  );
}
