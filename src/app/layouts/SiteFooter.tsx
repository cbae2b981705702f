import { AppLink } from '@/ui/AppLink';
import { CookieSettingsButton } from '@/features/consent/CookieSettingsButton';

const INFO_LINKS = [
  { to: '/faq', label: 'FAQ' },
  { to: '/termsandcondition', label: 'Terms and conditions' },
  { to: '/privacypolicy', label: 'Privacy policy' },
  { to: '/returns-policy', label: 'Returns policy' },
  { to: '/information-security-policy', label: 'Information security' },
  { to: '/data-protection-policy', label: 'Data protection' },
  { to: '/modern-slavery-policy', label: 'Modern slavery statement' },
  { to: '/equality-diversity-inclusion-policy', label: 'Equality, diversity and inclusion' },
];

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <nav aria-label="Information">
        <ul className="site-footer__links">
          {INFO_LINKS.map((link) => (
            <li key={link.to}>
              <AppLink to={link.to}>{link.label}</AppLink>
            </li>
          ))}
          <li>
            <CookieSettingsButton />
          </li>
        </ul>
      </nav>
      <p className="site-footer__small">© RWL. Payments auto-renew; cancel any time.</p>
    </footer>
  );
}
