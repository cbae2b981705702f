import { useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { LandingHeader } from '../components/LandingHeader';
import { LandingFooter } from '../components/LandingFooter';
import { usePageMeta } from '../usePageMeta';
import {
  CONSENT_MESSAGE,
  NEXT_RETREAT_LIST_ID,
  RETREAT_LIST_ID,
  subscribe,
  trackingParameters,
} from '../signup';
import { useSignupForm } from '../useSignupForm';
import '../components/criticalStyles';
import '../components/landing.css';

const BULLETS = [
  'Luxury retreat in Lagos, Portugal',
  'Fun fitness and delicious food',
  'Once in a lifetime experience',
];

/** Copies text; true when it reached the clipboard. */
async function copyText(text: string, input: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    input?.select();
    return document.execCommand?.('copy') ?? false;
  }
}

/**
 * /pages/retreats-interest (list 185) and /pages/next-retreats-interest (list 186), spec 2 §2/§5:
 * first name, email and the consent to news & offers, which the visitor ticks (marketing consent
 * starts unticked, as on /reg1); a shareable link with Copy (then COPIED).
 */
export default function RetreatInterestPage() {
  const { pathname, search } = useLocation();
  const next = pathname.startsWith('/pages/next-retreats-interest');
  const slug = next ? 'next-retreats-interest' : 'retreats-interest';
  usePageMeta(next ? 'Our next retreats | RWL' : 'RWL retreats | RWL');

  const [consent, setConsent] = useState(false);
  const [copied, setCopied] = useState(false);
  const shareInput = useRef<HTMLInputElement>(null);
  const shareUrl = `${window.location.origin}${pathname}`;
  const { id, submit, sending, field } = useSignupForm({
    empty: { firstName: '', email: '' },
    precheck: () => (consent ? null : CONSENT_MESSAGE),
    send: (values) =>
      subscribe({
        ...trackingParameters(search),
        name: values.firstName,
        email: values.email,
        slug,
        list_id: next ? NEXT_RETREAT_LIST_ID : RETREAT_LIST_ID,
      }),
    successTitle: 'Thank You',
  });

  return (
    <div className="landing retreat-interest">
      <LandingHeader logo="retreat-interest" trialUrl="/reg1" />
      <main id="main">
        <section className="landing-hero">
          <div className="landing-container landing-hero__inner">
            <div className="landing-hero__content">
              <h1>
                {next ? 'Be first to hear about our next retreats' : 'Join us on an RWL retreat'}
              </h1>
              <p className="lead">
                {next
                  ? 'Dates for our next retreats will be announced shortly. Register your interest and we will email you first.'
                  : 'A week of sunshine, training and great food with the RWL team. Register your interest for dates and prices.'}
              </p>
              <ul className="landing-ticks">
                {BULLETS.map((bullet) => (
                  <li key={bullet}>{bullet}</li>
                ))}
              </ul>
              <form
                className="landing-signup"
                noValidate
                onSubmit={submit}
                aria-label="Register your interest"
              >
                {field('firstName', 'First name', 'text', 'given-name')}
                {field('email', 'Email', 'email', 'email')}
                <div className="field field--checkbox">
                  <label>
                    <input
                      type="checkbox"
                      checked={consent}
                      onChange={(event) => setConsent(event.target.checked)}
                    />{' '}
                    I agree to receive news &amp; offers via email.
                  </label>
                </div>
                <button
                  type="submit"
                  className="button button--primary button--block"
                  disabled={sending}
                  aria-busy={sending || undefined}
                >
                  {sending ? 'Sending…' : 'Register my interest'}
                </button>
                <p className="hint">
                  We look after your details as our <Link to="/privacypolicy">privacy policy</Link>{' '}
                  describes. Unsubscribe at any time.
                </p>
              </form>
            </div>
            <img
              className="landing-hero__image"
              src="/images/landing/hero-retreat.svg"
              alt=""
              width={640}
              height={520}
              fetchPriority="high"
            />
          </div>
        </section>
        <section className="landing-section landing-section--alt" aria-labelledby={`${id}-share`}>
          <div className="landing-container landing-container--text">
            <h2 id={`${id}-share`}>Know someone who would love it?</h2>
            <div className="landing-share">
              <label htmlFor={`${id}-link`} className="visually-hidden">
                Link to this page
              </label>
              <input
                id={`${id}-link`}
                ref={shareInput}
                readOnly
                value={shareUrl}
                onFocus={(event) => event.target.select()}
              />
              <button
                type="button"
                className="button button--secondary"
                onClick={async () => setCopied(await copyText(shareUrl, shareInput.current))}
              >
                {copied ? 'COPIED' : 'Copy'}
              </button>
            </div>
          </div>
        </section>
      </main>
      <LandingFooter />
    </div>
  );
}
