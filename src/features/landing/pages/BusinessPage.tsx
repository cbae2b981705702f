import { Link, Navigate, useLocation } from 'react-router-dom';
import { LandingHeader } from '../components/LandingHeader';
import { LandingFooter } from '../components/LandingFooter';
import { usePageMeta } from '../usePageMeta';
import '../components/criticalStyles';
import '../components/landing.css';

export const CORPORATE_TRIAL_PATH = '/pages/corporate-trial';
export const CORPORATE_DEMO_PATH = '/pages/corporate-demo';

/** ?type=trial or ?type=demo (as ads and emails link) goes straight to that page. */
export function corporateTarget(search: string): string | null {
  const type = new URLSearchParams(search).get('type');
  if (type === 'trial') return CORPORATE_TRIAL_PATH;
  if (type === 'demo') return CORPORATE_DEMO_PATH;
  return null;
}

/** /business and /b2b: a corporate visitor chooses the corporate trial or a demo. */
export default function BusinessPage() {
  const { search } = useLocation();
  usePageMeta('RWL for business');
  const target = corporateTarget(search);
  if (target) return <Navigate to={target} replace />;
  return (
    <div className="landing">
      <LandingHeader trialUrl={CORPORATE_TRIAL_PATH} />
      <main id="main">
        <section className="landing-hero">
          <div className="landing-container landing-container--text">
            <h1>RWL for business</h1>
            <p className="lead">
              Workouts, healthy recipes, mindset and live classes for your whole team, with simple
              set-up and usage reports. How would you like to start?
            </p>
            <div className="landing-grid">
              <article className="landing-card">
                <h2>Try it with your team</h2>
                <p>A free corporate trial so your people can see what they get.</p>
                <Link className="button button--primary" to={CORPORATE_TRIAL_PATH}>
                  Start a corporate trial
                </Link>
              </article>
              <article className="landing-card">
                <h2>See a demo first</h2>
                <p>A 20-minute guided tour with our business team.</p>
                <Link className="button button--secondary" to={CORPORATE_DEMO_PATH}>
                  Book a demo
                </Link>
              </article>
            </div>
          </div>
        </section>
      </main>
      <LandingFooter />
    </div>
  );
}
