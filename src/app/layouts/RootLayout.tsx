import { Outlet, ScrollRestoration } from 'react-router-dom';
import { PopupHost } from '@/ui/PopupHost';
import { ToastHost } from '@/ui/ToastHost';
import { ConsentMount } from '@/features/consent/ConsentMount';

/** The frame around every page: popups, toasts and scroll restoration. */
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
    </>
  );
}
