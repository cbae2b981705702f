import { useEffect, useId, useRef } from 'react';
import { saveConsent } from '@/lib/consent/consent';
import { currentPath } from '@/lib/navigation';
import { startTracking } from '@/lib/analytics/tracking';
import './consent.css';

/** Room kept between a focused control and the banner's top edge. */
const GAP = 8;

/**
 * Keeps a focused control clear of the banner (WCAG 2.2 focus not obscured): the page scrolls
 * up by the overlap. While the banner shows, the page also keeps as much room at its foot.
 */
function keepFocusVisible(banner: HTMLElement): () => void {
  const root = document.documentElement;
  const onFocus = (event: FocusEvent) => {
    const target = event.target;
    if (!(target instanceof Element) || banner.contains(target)) return;
    const overlap =
      target.getBoundingClientRect().bottom + GAP - banner.getBoundingClientRect().top;
    if (overlap > 0) window.scrollBy({ top: overlap, behavior: 'instant' });
  };
  const observer =
    typeof ResizeObserver === 'undefined'
      ? null
      : new ResizeObserver(() => {
          root.style.scrollPaddingBottom = `${banner.offsetHeight + GAP * 2}px`;
          document.body.style.paddingBottom = `${banner.offsetHeight + GAP * 2}px`;
        });
  observer?.observe(banner);
  document.addEventListener('focusin', onFocus);
  return () => {
    document.removeEventListener('focusin', onFocus);
    observer?.disconnect();
    root.style.scrollPaddingBottom = '';
    document.body.style.paddingBottom = '';
  };
}

/** The cookie consent banner (spec 1 §4): 'YES, I AGREE!' or 'NO THANKS', remembered 30 days. */
export default function CookieBanner({ onDecided }: { onDecided: (accepted: boolean) => void }) {
  const titleId = useId();
  const banner = useRef<HTMLElement>(null);
  /** The control focus came from (the footer's Cookie settings, or where the visitor was). */
  const cameFrom = useRef<HTMLElement | null>(null);

  useEffect(() => (banner.current ? keepFocusVisible(banner.current) : undefined), []);

  const decide = (accepted: boolean) => {
    const hadFocus = banner.current?.contains(document.activeElement) ?? false;
    saveConsent(accepted);
    onDecided(accepted);
    if (accepted) startTracking(currentPath());
    if (!hadFocus) return;
    // The banner goes away: focus goes back where it came from, else to the page's heading.
    const back = cameFrom.current;
    const heading =
      document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main');
    const target = back?.isConnected ? back : heading;
    if (target && target !== back && !target.hasAttribute('tabindex'))
      target.setAttribute('tabindex', '-1');
    target?.focus({ preventScroll: target !== back });
  };

  return (
    <section
      ref={banner}
      className="cookie-banner"
      aria-labelledby={titleId}
      onFocus={(event) => {
        const from = event.relatedTarget;
        if (from instanceof HTMLElement && !banner.current?.contains(from)) cameFrom.current = from;
      }}
    >
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
