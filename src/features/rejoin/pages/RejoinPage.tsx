import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { SignInForm, loginMember } from '@/features/auth';
import { selectProfile, selectUserError, selectUserStatus } from '@/features/user';
import { useAuthSnapshot } from '@/lib/auth';
import { formerMembership, REJOIN_PATH } from '@/lib/lapsedMember';
import { navigateTo } from '@/lib/navigation';
import { Spinner } from '@/ui/Spinner';
import { ErrorState } from '@/ui/ErrorState';
import { RejoinChooser } from '../components/RejoinChooser';
import { RejoinWelcome } from '../components/RejoinWelcome';
import '../rejoin.css';

export const title = 'Rejoin | RWL';

/**
 * /rejoin: a visitor signs in here; a former member (lapsed or cancelled) is offered their old
 * plan and the current offers and pays through the checkout (card, 3-D Secure, wallet); a member
 * who is Premium (again) is welcomed back to their planner, playlists, favourites and community.
 */
export default function RejoinPage() {
  const { memberLoggedIn } = useAuthSnapshot();
  const status = useAppSelector(selectUserStatus);
  const error = useAppSelector(selectUserError);
  const profile = useAppSelector(selectProfile);
  useEffect(() => {
    document.title = title;
  }, []);

  if (!memberLoggedIn) {
    return (
      <section className="page page--narrow auth-page">
        <h1>Rejoin RWL</h1>
        <p className="lead">
          Log in to come back to Premium. Your planner, playlists, favourites and community are
          waiting for you.
        </p>
        <SignInForm
          submitLabel="Log in to rejoin"
          onSignIn={async (email, password) => {
            await loginMember(email, password);
            navigateTo(REJOIN_PATH, { replace: true });
          }}
        />
      </section>
    );
  }
  if (status === 'error')
    return (
      <div className="page">
        <ErrorState message={error || 'We could not load your membership.'} />
      </div>
    );
  if (status !== 'ready') return <Spinner label="Loading your membership" />;

  if (profile.type >= 2) return <RejoinWelcome profile={profile} />;
  const former = formerMembership(profile);
  if (!former) {
    return (
      <section className="page page--narrow">
        <h1>Rejoin RWL</h1>
        <p>There is no earlier membership on your account to rejoin.</p>
        <Link className="button button--primary" to="/home/profile/upgrade-downgrade">
          See our plans
        </Link>
      </section>
    );
  }
  return <RejoinChooser profile={profile} former={former} />;
}
