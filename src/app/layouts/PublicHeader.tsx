import { useRef, type ReactNode } from 'react';
import { useScrollClearance } from '@/ui/useScrollClearance';
import { Link, useLocation } from 'react-router-dom';
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
 */
export function PublicHeader({ extra }: { extra?: ReactNode } = {}) {
  const { memberLoggedIn, hypnoLoggedIn, paidNext } = useAuthSnapshot();
  const { pathname } = useLocation();
  const inHypnoArea = hypnoLoggedIn && pathname.startsWith('/hypno/folder/');
  const header = useRef<HTMLElement>(null);
  useScrollClearance(header, 'top');
  return (
    <header className="site-header" ref={header}>
      <div className="site-header__inner">
        <Link to="/" className="site-header__brand" aria-label="RWL home">
          <BrandLogo />
        </Link>
        <nav className="site-header__actions" aria-label="Account">
          {extra}
          {memberLoggedIn ? (
            <Link className="button button--primary" to="/home">
              My Dashboard
            </Link>
          ) : inHypnoArea ? null : paidNext ? (
            <Link className="button button--primary" to={paidNext}>
              Finish my account
            </Link>
          ) : (
            <>
              <Link className="button button--ghost" to="/login">
                Login
              </Link>
              {REGISTERING.test(pathname) ? null : (
                <Link className="button button--primary" to="/reg1">
                  Start free trial
                </Link>
              )}
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
