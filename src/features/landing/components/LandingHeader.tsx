import { useEffect, useRef } from 'react';
import { useScrollClearance } from '@/ui/useScrollClearance';
import { AppLink } from '@/ui/AppLink';
import { MEMBER_CLASS } from '@/lib/memberClass';
import { useAuthSnapshot } from '@/lib/auth';
import type { LogoVariant } from '../model';
import { CtaButton } from './CtaButton';
import { brandName, LandingLogo } from './LandingLogo';

/** Logged out: Login and the free-trial button; logged in: My Dashboard; paid but still registering: the way on. */
export function LandingHeader({
  logo,
  trialUrl,
  trialLabel,
}: {
  logo?: LogoVariant;
  trialUrl: string;
  trialLabel?: string;
}) {
  const { memberLoggedIn, paidNext } = useAuthSnapshot();
  // The served page hid the visitor buttons for a stored session; the app now shows the right ones.
  useEffect(() => document.documentElement.classList.remove(MEMBER_CLASS), []);
  const header = useRef<HTMLElement>(null);
  useScrollClearance(header, 'top');
  return (
    <header className="landing-header" ref={header}>
      <div className="landing-header__inner">
        <AppLink to="/" className="landing-header__brand" aria-label={brandName(logo)}>
          <LandingLogo variant={logo} />
        </AppLink>
        <nav className="landing-header__actions" aria-label="Account">
          {memberLoggedIn ? (
            <AppLink className="button button--primary" to="/home">
              My Dashboard
            </AppLink>
          ) : paidNext ? (
            <AppLink className="button button--primary" to={paidNext}>
              Finish my account
            </AppLink>
          ) : (
            <>
              <AppLink className="button button--ghost landing-header__guest" to="/login">
                Login
              </AppLink>
              <CtaButton
                target={trialUrl}
                label={trialLabel ?? 'Start free trial'}
                className="button button--primary landing-header__trial landing-header__guest"
              />
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
