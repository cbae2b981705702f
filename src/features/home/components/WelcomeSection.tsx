import { Link } from 'react-router-dom';
import type { UserProfile } from '@/features/user';

/** The member's greeting: name, the server's welcome message, the tier, and Upgrade for Free. */
export function WelcomeSection({
  firstName,
  message,
  profile,
  from,
}: {
  firstName: string;
  message: string;
  profile: Pick<UserProfile, 'first_name' | 'tier' | 'type' | 'type_label'>;
  /** The page the upgrade comes back to. */
  from: string;
}) {
  return (
    <section className="dashboard-welcome" aria-labelledby="welcome-title">
      <h1 id="welcome-title">Hello, {firstName || profile.first_name}</h1>
      <p className="lead">{message}</p>
      <p className="dashboard-welcome__tier">
        <span className={`tier-badge tier-badge--${profile.tier.toLowerCase()}`}>
          {profile.type_label}
        </span>
      </p>
      {profile.type === 1 ? (
        <Link
          className="button button--primary"
          to={`/home/profile/upgrade-downgrade?goBack=${encodeURIComponent(from)}`}
        >
          Upgrade to Premium
        </Link>
      ) : null}
    </section>
  );
}
