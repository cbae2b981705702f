import { Outlet } from 'react-router-dom';
import { PublicHeader } from './PublicHeader';
import { SiteFooter } from './SiteFooter';

export function PublicLayout() {
  return (
    <>
      <PublicHeader />
      <main id="main" className="site-main">
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
