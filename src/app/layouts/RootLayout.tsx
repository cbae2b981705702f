import { Outlet, ScrollRestoration, type Location } from 'react-router-dom';
import { PopupHost } from '@/ui/PopupHost';
import { ToastHost } from '@/ui/ToastHost';
import { ServedInteractionsReplay } from '@/ui/ServedInteractionsReplay';
import { ConsentMount } from '@/features/consent/ConsentMount';
import { RouteFocus } from '../routing/RouteFocus';

/**
 * Scroll positions are kept per history entry. The first entry of a full page load (an address
 * typed, a link from an email, the return from the bank) has no key of its own (React Router
 * calls it 'default', whatever the page): it is kept by its address instead, so a page loaded
 * afresh opens at its top, not where the last page loaded in this tab was left; a reload keeps
 * its place.
 */
function scrollKey(location: Location): string {
  return location.key === 'default' ? `${location.pathname}${location.search}` : location.key;
}

/**
 * The frame around every page: popups, toasts, scroll restoration, focus on route change, and
 * what a visitor did on a served page before the app took it over.
 */
export function RootLayout() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Outlet />
      <PopupHost />
      <ToastHost />
      <ConsentMount />
      <ScrollRestoration getKey={scrollKey} />
      <RouteFocus />
      <ServedInteractionsReplay />
    </>
  );
}
