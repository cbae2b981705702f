import { useEffect, useRef, useState, type ReactNode } from 'react';

interface ScrollRowProps {
  /** Names the row for screen readers (the section's title). */
  label: string;
  className: string;
  children: ReactNode;
  /** A list of cards (`ul`, keeping list semantics) or a group of them (`div`, the default). */
  as?: 'div' | 'ul';
}

/**
 * A row of cards that may scroll sideways (the member home's rows on a phone). While it overflows
 * it is a named Tab stop, so that the arrow keys scroll it (axe scrollable-region-focusable);
 * when everything fits it is no Tab stop at all.
 */
export function ScrollRow({ label, className, children, as = 'div' }: ScrollRowProps) {
  const row = useRef<HTMLElement>(null);
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

  // While it overflows, the row is a Tab stop: a scrolling region must take focus to be
  // scrolled by keyboard.
  const shared = {
    className,
    'aria-label': label,
    tabIndex: scrolls ? 0 : -1,
  };
  if (as === 'ul')
    return (
      <ul ref={(element) => void (row.current = element)} {...shared}>
        {children}
      </ul>
    );
  return (
    <div ref={(element) => void (row.current = element)} role="group" {...shared}>
      {children}
    </div>
  );
}
