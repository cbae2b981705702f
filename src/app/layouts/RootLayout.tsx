import { Outlet, ScrollRestoration } from 'react-router-dom';
import { PopupHost } from '@/ui/PopupHost';
import { ToastHost } from '@/ui/ToastHost';
import { ConsentMount } from '@/features/consent/ConsentMount';
import { RouteFocus } from '../routing/RouteFocus';

/** The frame around every page: popups, toasts, scroll restoration and focus on route change. */
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
      <ScrollRestoration />
      <RouteFocus />
    </>
  );
}
