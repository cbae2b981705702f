import LoginPage from '@/features/auth/pages/LoginPage';
import { ConsentMount } from '@/features/consent';
import { PopupHost } from '@/ui/PopupHost';
import { ServedInteractionsReplay } from '@/ui/ServedInteractionsReplay';
import { PublicHeader } from '../layouts/PublicHeader';
import { SiteFooter } from '../layouts/SiteFooter';

/**
 * /login as it is served (src/prerender) and taken over in the browser (src/servedLogin.tsx):
 * the public frame and the sign-in form, without the router. Its links are plain links; once
 * signed in, the member's page loads (the app starts there).
 */
export function ServedLogin() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <PublicHeader pathname="/login" />
      <main id="main" className="site-main">
        <LoginPage />
      </main>
      <SiteFooter />
      <PopupHost />
      <ConsentMount />
      <ServedInteractionsReplay />
    </>
  );
}
