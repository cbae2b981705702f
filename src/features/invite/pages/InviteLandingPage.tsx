import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useAuthSnapshot } from '@/lib/auth';
import { failureMessage } from '@/lib/failureMessage';
import { Spinner } from '@/ui/Spinner';
import { useInviterQuery } from '../api';
import { AFFILIATE_LANDING, codeFromSearch, joinLink } from '../model';
import { INVITE_PATH } from '../paths';
import '../invite.css';

/**
 * /invite and /aff-invite (public, spec 1 §2): where a referral link lands. A visitor sees who
 * invited them and joins with the code (from /invite with the refer-a-friend offer); a signed-in
 * member is already in, and is sent on to their own invite page instead.
 */
export default function InviteLandingPage() {
  const { pathname, search } = useLocation();
  const landing = pathname.startsWith(AFFILIATE_LANDING) ? 'aff-invite' : 'invite';
  const code = codeFromSearch(search);
  const { memberLoggedIn } = useAuthSnapshot();
  const inviter = useInviterQuery({ code, landing }, { skip: !code || memberLoggedIn });

  useEffect(() => {
    document.title = 'You are invited | RWL';
  }, []);

  if (memberLoggedIn) {
    return (
      <section className="page page--narrow invite-landing">
        <h1>You are already a member</h1>
        <p className="lead">
          This link is for friends who have not joined yet. Share your own link to invite them.
        </p>
        <Link className="button button--primary" to={INVITE_PATH}>
          Invite your friends
        </Link>
      </section>
    );
  }

  const name = inviter.data?.first_name;
  return (
    <section className="page page--narrow invite-landing">
      {inviter.isLoading ? <Spinner label="Checking your invite" /> : null}
      <h1>{name ? `${name} invited you to RWL` : 'You are invited to RWL'}</h1>
      {inviter.error ? (
        <p className="field__error" role="alert">
          {failureMessage(inviter.error)}
        </p>
      ) : null}
      {landing === 'invite' ? (
        <p className="lead">
          Home workouts, recipes, mindset and a friendly community. Join with your friend’s offer: 3
          months for £34.97.
        </p>
      ) : (
        <p className="lead">
          Home workouts, recipes, mindset and a friendly community. Start with a 7-day free trial
          and cancel at any time.
        </p>
      )}
      <Link
        className="button button--primary button--large"
        to={joinLink(landing, inviter.error ? '' : code)}
      >
        {landing === 'invite' ? 'Join with my friend’s offer' : 'Start my free trial'}
      </Link>
      <p className="hint">
        Already a member? <Link to="/login">Log in</Link>
      </p>
    </section>
  );
}
