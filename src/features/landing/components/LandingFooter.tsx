import { AppLink } from '@/ui/AppLink';
import { CookieSettingsButton } from '@/features/consent';
import { StoreBadges } from './StoreBadges';

const LINKS = [
  { to: '/faq', label: 'FAQ' },
  { to: '/termsandcondition', label: 'Terms and conditions' },
  { to: '/privacypolicy', label: 'Privacy policy' },
  { to: '/returns-policy', label: 'Returns policy' },
  { to: '/event-tandc', label: 'Competition terms' },
  { to: '/business', label: 'RWL for business' },
];

export function LandingFooter({
  note = 'Payments auto-renew; cancel any time.',
}: {
  note?: string;
}) {
  return (
    <footer className="landing-footer">
      <div className="landing-container">
        <StoreBadges />
        <nav aria-label="Information">
          <ul className="landing-footer__links">
            {LINKS.map((link) => (
              <li key={link.to}>
                <AppLink to={link.to}>{link.label}</AppLink>
              </li>
            ))}
            <li>
              <CookieSettingsButton />
            </li>
          </ul>
        </nav>
        <p className="landing-footer__small">© RWL, since 2013. {note}</p>
      </div>
    </footer>
  );
}
