import { Link } from 'react-router-dom';
import { profilePath, searchPath, splitPostText, type Mention } from '../model';

/**
 * Post or comment text as text nodes (HTML is shown as typed, never interpreted): #hashtags link
 * to the community's search, @mentions of members the server found link to their profile (other
 * @names are only highlighted).
 */
export function PostText({
  value,
  communityId,
  mentions,
}: {
  value: string;
  communityId: number;
  mentions: readonly Mention[];
}) {
  return (
    <p className="post-text">
      {splitPostText(value).map((part, index) => {
        if (part.kind === 'hashtag')
          return (
            <Link key={index} to={searchPath(communityId, part.value)} className="post-text__tag">
              {part.value}
            </Link>
          );
        if (part.kind === 'mention') {
          const member = mentions.find((item) => item.username.toLowerCase() === part.name);
          return member ? (
            <Link key={index} to={profilePath(member.user_id)} className="post-text__mention">
              {part.value}
            </Link>
          ) : (
            <strong key={index} className="post-text__mention">
              {part.value}
            </strong>
          );
        }
        return <span key={index}>{part.value}</span>;
      })}
    </p>
  );
}
