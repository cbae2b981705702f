import { Link } from 'react-router-dom';
import type { UserProfile } from '@/features/user';
import { safeUrl } from '@/lib/url';
import { rejoinDraft } from '../draft';

/** Where a member's kept things are: shown once they are Premium again. */
const KEPT = [
  { to: '/home/dailyplanner', label: 'Your planner' },
  { to: '/home/playlist', label: 'Your playlists' },
  { to: '/home/recipes?favourites=1', label: 'Your favourite recipes' },
  { to: '/home/community/list', label: 'Your communities' },
];

/**
 * A Premium member on /rejoin: welcomed back after paying here (with their congratulation_video),
 * else told their membership is active; links to the planner, playlists, favourites and community.
 */
export function RejoinWelcome({ profile }: { profile: UserProfile }) {
  const justPaid = rejoinDraft.get().paid;
  const video = justPaid ? safeUrl(profile.congratulation_video) : null;
  return (
    <section className="page page--narrow rejoin">
      <h1>
        {justPaid
          ? `Welcome back, ${profile.first_name || 'friend'}!`
          : 'Your membership is active'}
      </h1>
      <p className="lead">
        {justPaid
          ? `You are ${profile.type_label} again. Everything you saved is still here.`
          : `You are a ${profile.type_label} member: there is nothing to rejoin.`}
      </p>
      {video ? (
        <video
          className="rejoin__video"
          src={video}
          controls
          preload="metadata"
          aria-label="Welcome back video"
        >
          <track kind="captions" />
        </video>
      ) : null}
      <nav aria-label="Your things">
        <ul className="rejoin__kept">
          {KEPT.map((item) => (
            <li key={item.to}>
              <Link to={item.to}>{item.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <Link className="button button--primary" to="/home">
        Go to my dashboard
      </Link>
    </section>
  );
}
