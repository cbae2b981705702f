import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a new page may take to show its heading (a lazy route, a loading state). */
const WAIT_MS = 5000;

function pageHeading(): HTMLElement | null {
  return (
    document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1')
  );
}

/**
 * After a route change focus moves to the new page's heading, so that keyboard and screen reader
 * users start at the top of what changed. Not on the first load (the served page keeps its
 * markup and the browser's own start), never without a preventScroll, and never out of
 * something the member focused meanwhile (a dialog, a field).
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const from = document.activeElement;
    let observer: MutationObserver | null = null;
    const tryFocus = (): boolean => {
      const active = document.activeElement;
      // Someone moved focus since the click (an opened dialog, an autofocus field): leave it.
      if (active && active !== from && active !== document.body) return true;
      // The new page focused one of its own controls in the same commit (its effects run before
      // this one, so `from` is already that control): leave it too.
      if (active && active !== document.body && document.querySelector('main')?.contains(active))
        return true;
      const heading = pageHeading();
      if (!heading) return false;
      if (!heading.hasAttribute('tabindex')) {
        heading.setAttribute('tabindex', '-1');
        heading.setAttribute('data-route-focus', '');
      }
      heading.focus({ preventScroll: true });
      return true;
    };
    if (tryFocus()) return;
    observer = new MutationObserver(() => {
      if (tryFocus()) observer?.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = window.setTimeout(() => observer?.disconnect(), WAIT_MS);
    return () => {
      observer?.disconnect();
      window.clearTimeout(timer);
    };
  }, [pathname]);

  return null;
}
