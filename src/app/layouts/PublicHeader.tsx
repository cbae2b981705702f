import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useAuthSnapshot } from '@/lib/auth';
import { BrandLogo } from '@/ui/BrandLogo';

/**
 * Logged out: Login and a free-trial button; logged in: My Dashboard; a registering visitor
 * who has paid: the way on to finish their account (never Login or the trial again).
 */
export function PublicHeader({ extra }: { extra?: ReactNode } = {}) {
  const { memberLoggedIn, paidNext } = useAuthSnapshot();
  return (
    <header className="site-header">
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
          ) : paidNext ? (
            <Link className="button button--primary" to={paidNext}>
              Finish my account
            </Link>
          ) : (
            <>
              <Link className="button button--ghost" to="/login">
                Login
              </Link>
              <Link className="button button--primary" to="/reg1">
                Start free trial
              </Link>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
