import { Link } from 'react-router-dom';
import { Avatar } from '@/ui/Avatar';
import { safeUrl } from '@/lib/url';
import {
  distanceLabel,
  mutualLabel,
  personName,
  profileViewPath,
  type FriendPerson,
} from '../model';
import { FriendButtons } from './FriendButtons';
import { UnfollowButton } from './UnfollowButton';

/**
 * A list of people, each with their picture, name (to their profile) and friend buttons, or,
 * in the list of people the member follows, Unfollow.
 */
export function PeopleList({
  people,
  label,
  follow = true,
  unfollow = false,
  onLeave,
}: {
  people: readonly FriendPerson[];
  label: string;
  follow?: boolean;
  unfollow?: boolean;
  onLeave?: () => void;
}) {
  return (
    <ul className="people-cards" aria-label={label}>
      {people.map((person) => {
        const name = personName(person);
        const details = [
          person.distance !== undefined ? distanceLabel(person.distance) : '',
          mutualLabel(person.mutual_friends),
          person.city,
        ].filter(Boolean);
        return (
          <li key={person.user_id} className="people-cards__item">
            <Avatar name={name} src={safeUrl(person.image) ?? undefined} size={48} />
            <div className="people-cards__who">
              <Link to={profileViewPath(person.user_id)} className="people-cards__name">
                {name}
              </Link>
              {details.length ? (
                <span className="people-cards__details">{details.join(' · ')}</span>
              ) : null}
            </div>
            {unfollow ? (
              <UnfollowButton person={person} onLeave={onLeave} />
            ) : (
              <FriendButtons person={person} follow={follow} onLeave={onLeave} />
            )}
          </li>
        );
      })}
    </ul>
  );
}
