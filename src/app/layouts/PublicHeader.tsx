import { useRef, type ReactNode } from 'react';
import { useScrollClearance } from '@/ui/useScrollClearance';
import { AppLink } from '@/ui/AppLink';
import { useAuthSnapshot } from '@/lib/auth';
import { BrandLogo } from '@/ui/BrandLogo';

/**
 * The registration funnel (/reg1, /reg2, /reg-paywall): the visitor is already registering with
 * the plan and coupon of the link they came by, so the header offers no "Start free trial" that
 * would start again at plain /reg1 without them (and promise a trial a paid offer does not have).
 */
const REGISTERING = /^\/(reg1|reg2|reg-paywall)\/?$/;

/**
 * Logged out: Login and a free-trial button (not while registering); logged in: My Dashboard; a
 * registering visitor who has paid: the way on to finish their account (never Login or the trial
 * again). In the hypnotherapy area, signed in to it, neither: the area's own Log out is on its page.
 * Its links are plain links where the app's router does not run (a served /login).
 */
export function PublicHeader({ pathname, extra }: { pathname: string; extra?: ReactNode }) {
  const { memberLoggedIn, hypnoLoggedIn, paidNext } = useAuthSnapshot();
  const inHypnoArea = hypnoLoggedIn && pathname.startsWith('/hypno/folder/');
  const header = useRef<HTMLElement>(null);
  useScrollClearance(header, 'top');
  return (
    <header className="site-header" ref={header}>
      <div className="site-header__inner">
        <AppLink to="/" className="site-header__brand" aria-label="RWL home">
          <BrandLogo />
        </AppLink>
        <nav className="site-header__actions" aria-label="Account">
          {extra}
          {memberLoggedIn ? (
            <AppLink className="button button--primary" to="/home">
              My Dashboard
            </AppLink>
          ) : inHypnoArea ? null : paidNext ? (
            <AppLink className="button button--primary" to={paidNext}>
              Finish my account
            </AppLink>
          ) : (
            <>
              <AppLink className="button button--ghost" to="/login">
                Login
              </AppLink>
              {REGISTERING.test(pathname) ? null : (
                <AppLink className="button button--primary" to="/reg1">
                  Start free trial
                </AppLink>
              )}
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
