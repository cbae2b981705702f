import { useFriendCounterQuery } from '../api';
import { countLabel } from '../model';

/** The counters in the header of the friends screen, each a link to its list. */
export function FriendCounters() {
  const { data } = useFriendCounterQuery();
  if (!data) return null;
  const counters: [string, string][] = [
    ['#friends', countLabel(data.friends, 'friend', 'friends')],
    ['#requests', countLabel(data.pending_requests, 'request', 'requests')],
    ['#sent', `${data.sent_requests} sent`],
    ['#following', `${data.following} following`],
    ['#followers', countLabel(data.followers, 'follower', 'followers')],
  ];
  return (
    <ul className="friend-counters" aria-label="Your friends at a glance">
      {counters.map(([href, label]) => (
        <li key={href}>
          <a href={href}>{label}</a>
        </li>
      ))}
    </ul>
  );
}
