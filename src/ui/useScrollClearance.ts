import { useEffect, type RefObject } from 'react';

/** The CSS property that keeps scrolled-to content clear of an edge (read by global.css). */
const PROPERTY = { top: '--sticky-top', bottom: '--fixed-bottom' } as const;

/**
 * Keeps the page's scroll padding in step with a sticky header (`top`) or a fixed tab bar
 * (`bottom`): the browser then scrolls a focused control, or a #target, clear of them instead of
 * under them (WCAG 2.2, 2.4.11). The measure follows the element's size (a header that wraps,
 * the tab bar hidden on a wide screen), and is dropped when it goes.
 */
export function useScrollClearance(element: RefObject<HTMLElement | null>, edge: 'top' | 'bottom') {
  useEffect(() => {
    const node = element.current;
    if (!node || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const property = PROPERTY[edge];
    const measure = () => {
      const position = getComputedStyle(node).position;
      const shown = position === (edge === 'top' ? 'sticky' : 'fixed');
      root.style.setProperty(property, `${shown ? Math.ceil(node.offsetHeight) : 0}px`);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    measure();
    return () => {
      observer.disconnect();
      root.style.removeProperty(property);
    };
  }, [element, edge]);
}
