import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { navigateTo, routerIsRunning } from '@/lib/navigation';

type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** An address of this app (a path, with its query if any). */
  to: string;
};

/** A plain click: not a middle click, no key held, no other window asked for. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    event.button === 0 &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    (!target || target === '_self')
  );
}

/**
 * A link to a page of this app that needs no router to work: a plain `<a href>`, so it works in a
 * served page before (or without) any JavaScript, and in a prerendered landing page that hydrates
 * without the router. Where the app's router runs, a plain click moves within the app as React
 * Router's Link does.
 */
export function AppLink({ to, onClick, target, children, ...props }: AppLinkProps) {
  return (
    <a
      {...props}
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !routerIsRunning() || !isPlainClick(event, target)) return;
        event.preventDefault();
        navigateTo(to);
      }}
    >
      {children}
    </a>
  );
}
