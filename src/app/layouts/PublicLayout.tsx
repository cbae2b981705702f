import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { PublicHeader } from './PublicHeader';
import { SiteFooter } from './SiteFooter';

/** `headerExtra`: what pages with the store add to the header (the basket). */
export function PublicLayout({ headerExtra }: { headerExtra?: ReactNode }) {
  return (
    <>
      <PublicHeader extra={headerExtra} />
      <main id="main" className="site-main">
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
