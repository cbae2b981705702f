import { Link } from 'react-router-dom';
import { searchPath, splitPostText } from '../model';

/**
 * Post or comment text as text nodes (HTML is shown as typed, never interpreted): #hashtags link
 * to the community's search, @mentions are highlighted (profiles are not built yet).
 */
export function PostText({ value, communityId }: { value: string; communityId: number }) {
  return (
    <p className="post-text">
      {splitPostText(value).map((part, index) => {
        if (part.kind === 'hashtag')
          return (
            <Link key={index} to={searchPath(communityId, part.value)} className="post-text__tag">
              {part.value}
            </Link>
          );
        if (part.kind === 'mention')
          return (
            <strong key={index} className="post-text__mention">
              {part.value}
            </strong>
          );
        return <span key={index}>{part.value}</span>;
      })}
    </p>
  );
}
