import { useId } from 'react';
import { saveConsent } from '@/lib/consent/consent';
import { currentPath } from '@/lib/navigation';
import { startTracking } from './tracking';
import './consent.css';

/** The cookie consent banner (spec 1 §4): 'YES, I AGREE!' or 'NO THANKS', remembered 30 days. */
export default function CookieBanner({ onDecided }: { onDecided: (accepted: boolean) => void }) {
  const titleId = useId();
  const decide = (accepted: boolean) => {
    saveConsent(accepted);
    onDecided(accepted);
    if (accepted) startTracking(currentPath());
  };
  return (
    <section className="cookie-banner" aria-labelledby={titleId}>
      <div className="cookie-banner__text">
        <h2 id={titleId} className="cookie-banner__title">
          We use cookies
        </h2>
        <p>
          We use cookies, ad pixels and analytics to personalise your journey, measure our ads and
          improve the site. You can say no and still use everything.{' '}
          <a href="/privacypolicy">Privacy policy</a>
        </p>
      </div>
      <div className="cookie-banner__actions">
        <button type="button" className="button button--secondary" onClick={() => decide(false)}>
          NO THANKS
        </button>
        <button type="button" className="button button--primary" onClick={() => decide(true)}>
          YES, I AGREE!
        </button>
      </div>
    </section>
  );
}
