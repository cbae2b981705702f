import { Link } from 'react-router-dom';
import { Spinner } from '@/ui/Spinner';
import { usePageMeta } from '../usePageMeta';
import { LandingHeader } from './LandingHeader';
import { LandingFooter } from './LandingFooter';
import './criticalStyles';

/** While a page's config loads: the header at its final height and a loader. */
export function LandingLoading() {
  return (
    <div className="landing">
      <LandingHeader trialUrl="/reg1" />
      <main id="main" className="landing-state">
        <Spinner label="Loading page" />
      </main>
    </div>
  );
}

/** The catch-all's answer for an unknown page: what happened and where to go instead. */
export function LandingNotFound({ slug, message }: { slug: string; message?: string }) {
  usePageMeta('Page not found | RWL');
  return (
    <div className="landing">
      <LandingHeader trialUrl="/reg1" />
      <main id="main" className="landing-state">
        <div className="landing-container landing-container--text">
          <h1>We couldn’t find that page</h1>
          <p>
            There is no page called “{slug}”. The offer may have ended, or the link may have been
            typed slightly wrong.
            {message ? ` (${message})` : ''}
          </p>
          <p>Every RWL plan still starts with a 7-day free trial.</p>
          <div className="landing-actions">
            <Link className="button button--primary" to="/reg1">
              Start your 7-day free trial
            </Link>
            <Link className="button button--secondary" to="/pages/offer">
              See our current offer
            </Link>
            <Link className="button button--ghost" to="/">
              Go to the home page
            </Link>
          </div>
        </div>
      </main>
      <LandingFooter />
    </div>
  );
}

/** A page that could not be loaded (connection dropped): say so and offer a retry. */
export function LandingLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  usePageMeta('RWL');
  return (
    <div className="landing">
      <LandingHeader trialUrl="/reg1" />
      <main id="main" className="landing-state">
        <div className="landing-container landing-container--text" role="alert">
          <h1>This page did not load</h1>
          <p>{message}</p>
          <div className="landing-actions">
            <button type="button" className="button button--primary" onClick={onRetry}>
              Try again
            </button>
            <Link className="button button--secondary" to="/">
              Go to the home page
            </Link>
          </div>
        </div>
      </main>
    </div>
  );
}
