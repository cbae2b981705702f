import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { popups } from '@/ui/popupStore';
import { LandingHeader } from '../components/LandingHeader';
import { LandingFooter } from '../components/LandingFooter';
import { usePageMeta } from '../usePageMeta';
import {
  checkSignupFields,
  CONSENT_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  NEXT_RETREAT_LIST_ID,
  RETREAT_LIST_ID,
  SIGNUP_SUCCESS_MESSAGE,
  subscribe,
  trackingParameters,
} from '../signup';
import '../components/criticalStyles';
import '../components/landing.css';

type Field = 'firstName' | 'email';

const BULLETS = ['Luxury retreat in Lagos, Portugal', 'Fun fitness and delicious food', 'Once in a lifetime experience'];

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
 * first name, email and a pre-ticked consent; a shareable link with Copy (then COPIED).
 */
export default function RetreatInterestPage() {
  const { pathname, search } = useLocation();
  const next = pathname.startsWith('/pages/next-retreats-interest');
  const slug = next ? 'next-retreats-interest' : 'retreats-interest';
  usePageMeta(next ? 'Our next retreats | RWL' : 'RWL retreats | RWL');

  const id = useId();
  const [values, setValues] = useState<Record<Field, string>>({ firstName: '', email: '' });
  const [consent, setConsent] = useState(true);
  const [invalid, setInvalid] = useState<Field[]>([]);
  const [sending, setSending] = useState(false);
  const [copied, setCopied] = useState(false);
  const inputs = { firstName: useRef<HTMLInputElement>(null), email: useRef<HTMLInputElement>(null) };
  const shareInput = useRef<HTMLInputElement>(null);
  const shareUrl = `${window.location.origin}${pathname}`;

  const change = (field: Field, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setInvalid((previous) => previous.filter((item) => item !== field));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const check = checkSignupFields(values, 'email');
    if (!check.ok) {
      if (check.reason === 'empty') {
        setInvalid(check.fields);
        inputs[check.fields[0]].current?.focus();
      } else {
        setInvalid(['email']);
        await popups.alert(INVALID_EMAIL_MESSAGE);
      }
      return;
    }
    if (!consent) {
      void popups.alert(CONSENT_MESSAGE);
      return;
    }
    setSending(true);
    try {
      await subscribe({
        ...trackingParameters(search),
        name: check.values.firstName,
        email: check.values.email,
        slug,
        list_id: next ? NEXT_RETREAT_LIST_ID : RETREAT_LIST_ID,
      });
      setValues({ firstName: '', email: '' });
      void popups.show({ title: 'Thank You', message: SIGNUP_SUCCESS_MESSAGE });
    } catch (error) {
      void popups.alert(error instanceof Error ? error.message : String(error));
    } finally {
      setSending(false);
    }
  };

  const field = (name: Field, label: string, type: string, autoComplete: string) => {
    const isInvalid = invalid.includes(name);
    return (
      <div className={`field${isInvalid ? ' field--error' : ''}`}>
        <label htmlFor={`${id}-${name}`}>{label}</label>
        <input
          ref={inputs[name]}
          id={`${id}-${name}`}
          type={type}
          autoComplete={autoComplete}
          value={values[name]}
          aria-invalid={isInvalid || undefined}
          onChange={(event) => change(name, event.target.value)}
        />
      </div>
    );
  };

  return (
    <div className="landing retreat-interest">
      <LandingHeader logo="retreat-interest" trialUrl="/reg1" />
      <main id="main">
        <section className="landing-hero">
          <div className="landing-container landing-hero__inner">
            <div className="landing-hero__content">
              <h1>{next ? 'Be first to hear about our next retreats' : 'Join us on an RWL retreat'}</h1>
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
              <form className="landing-signup" noValidate onSubmit={submit} aria-label="Register your interest">
                {field('firstName', 'First name', 'text', 'given-name')}
                {field('email', 'Email', 'email', 'email')}
                <div className="field field--checkbox">
                  <label>
                    <input type="checkbox" checked={consent} onChange={(event) => setConsent(event.target.checked)} /> I agree to
                    receive news &amp; offers via email.
                  </label>
                </div>
                <button type="submit" className="button button--primary button--block" disabled={sending} aria-busy={sending || undefined}>
                  {sending ? 'Sending…' : 'Register my interest'}
                </button>
                <p className="hint">
                  We look after your details as our <Link to="/privacypolicy">privacy policy</Link> describes. Unsubscribe at any time.
                </p>
              </form>
            </div>
            <img className="landing-hero__image" src="/images/landing/hero-retreat.svg" alt="" width={640} height={520} fetchPriority="high" />
          </div>
        </section>
        <section className="landing-section landing-section--alt" aria-labelledby={`${id}-share`}>
          <div className="landing-container landing-container--text">
            <h2 id={`${id}-share`}>Know someone who would love it?</h2>
            <div className="landing-share">
              <label htmlFor={`${id}-link`} className="visually-hidden">
                Link to this page
              </label>
              <input id={`${id}-link`} ref={shareInput} readOnly value={shareUrl} onFocus={(event) => event.target.select()} />
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
