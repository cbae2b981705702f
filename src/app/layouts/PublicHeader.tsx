import { Link } from 'react-router-dom';
import { useAuthSnapshot } from '@/lib/auth';
import { BrandLogo } from '@/ui/BrandLogo';

/** Logged out: Login and a free-trial button; logged in: My Dashboard. */
export function PublicHeader() {
  const { memberLoggedIn } = useAuthSnapshot();
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="site-header__brand" aria-label="RWL home">
          <BrandLogo />
        </Link>
        <nav className="site-header__actions" aria-label="Account">
          {memberLoggedIn ? (
            <Link className="button button--primary" to="/home">
              My Dashboard
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
