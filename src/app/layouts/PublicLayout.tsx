import type { ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PublicHeader } from './PublicHeader';
import { SiteFooter } from './SiteFooter';

/** `headerExtra`: what pages with the store add to the header (the basket). */
export function PublicLayout({ headerExtra }: { headerExtra?: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <>
      <PublicHeader pathname={pathname} extra={headerExtra} />
      <main id="main" className="site-main">
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
