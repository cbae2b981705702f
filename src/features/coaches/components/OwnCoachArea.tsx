import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { authSession, useAuthSnapshot } from '@/lib/auth';
import { ErrorState } from '@/ui/ErrorState';
import { failureMessage } from '@/lib/failureMessage';
import { useCoachAccountQuery } from '../api';
import { coachAreaView, type CoachAccount } from '../model';

interface OwnCoachAreaProps {
  /** What the signed-in professional with a plan sees. */
  children: (account: CoachAccount) => ReactNode;
}

/**
 * The gate of the signed-in professional's own pages: a visitor signs in (and comes back here)
 * or registers; an account that is not a professional's is told so; a professional without a
 * plan finishes registering.
 */
export function OwnCoachArea({ children }: OwnCoachAreaProps) {
  const { pathname } = useLocation();
  const loggedIn = useAuthSnapshot().memberLoggedIn;
  const { data, error, isLoading, refetch } = useCoachAccountQuery(undefined, { skip: !loggedIn });
  if (loggedIn && isLoading)
    return (
      <p role="status" aria-busy="true">
        Loading your coaches area…
      </p>
    );
  if (loggedIn && error)
    return <ErrorState message={failureMessage(error)} onRetry={() => void refetch()} />;
  const view = coachAreaView(loggedIn, data);
  if (view === 'ready' && data) return <>{children(data)}</>;
  if (view === 'choose-plan')
    return (
      <div className="coach-panel">
        <h2>Choose your plan</h2>
        <p>Your coach account is made. Choose a plan to open your coaches area.</p>
        <Link className="button button--primary" to="/rwl-coacho-reg3">
          Choose your plan
        </Link>
      </div>
    );
  return (
    <div className="coach-panel">
      <h2>For fitness professionals</h2>
      <p>
        {view === 'sign-in'
          ? 'Sign in with your coach account to see your profile, programmes and sessions.'
          : 'This account is not a fitness professional account. Register as a coach with another email to open a coaches area.'}
      </p>
      <div className="coach-panel__actions">
        {view === 'sign-in' ? (
          <Link
            className="button button--primary"
            to="/login"
            onClick={() => authSession.rememberRedirect(pathname)}
          >
            Sign in
          </Link>
        ) : null}
        <Link className="button button--secondary" to="/rwl-coacho-reg1">
          Register as a coach
        </Link>
        <Link to="/rwlpros">Find a fitness professional</Link>
      </div>
    </div>
  );
}
