import { useEffect, useRef, useState, type ReactNode } from 'react';

interface ScrollRowProps {
  /** Names the row for screen readers (the section's title). */
  label: string;
  className: string;
  children: ReactNode;
}

/**
 * A row of cards that may scroll sideways (the member home's rows on a phone). While it overflows
 * it is a named Tab stop, so that the arrow keys scroll it (axe scrollable-region-focusable);
 * when everything fits it is no Tab stop at all.
 */
export function ScrollRow({ label, className, children }: ScrollRowProps) {
  const row = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);

  useEffect(() => {
    const element = row.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    // A ResizeObserver reports once on observe, then on every change of the row's size.
    const observer = new ResizeObserver(() =>
      setScrolls(element.scrollWidth > element.clientWidth + 1),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={row}
      className={className}
      role="group"
      aria-label={label}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus to be scrolled by keyboard
      tabIndex={scrolls ? 0 : -1}
    >
      {children}
    </div>
  );
}
