import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Avatar } from '@/ui/Avatar';
import { ErrorState } from '@/ui/ErrorState';
import { Spinner } from '@/ui/Spinner';
import { safeUrl } from '@/lib/url';
import { useWhoLikedQuery } from '../api';
import { failureMessage } from '@/lib/failureMessage';
import { authorName, postPath, profilePath, routeId } from '../model';
import { NotFound } from '../components/NotFound';
import '../community.css';

/** /home/community/{id}/{postId}/likes: who liked a post. */
export default function LikesPage() {
  const params = useParams();
  const communityId = routeId(params.communityId);
  const postId = routeId(params.postId);
  useEffect(() => {
    document.title = 'Likes | RWL';
  }, []);
  if (!communityId || !postId) return <NotFound what="post" />;
  return <Likes communityId={communityId} postId={postId} />;
}

function Likes({ communityId, postId }: { communityId: number; postId: number }) {
  const { data, error, isLoading, refetch } = useWhoLikedQuery({ communityId, postId });
  return (
    <div className="page page--narrow community-page">
      <h1>Liked by</h1>
      <Link to={postPath(communityId, postId)}>Back to the post</Link>
      {isLoading ? (
        <Spinner label="Loading likes" />
      ) : error && !data ? (
        <ErrorState message={failureMessage(error)} onRetry={() => void refetch()} />
      ) : !data?.length ? (
        <p className="hint">No likes yet.</p>
      ) : (
        <ul className="people-list" aria-label="People who liked this post">
          {data.map((person) => (
            <li key={person.user_id}>
              <Avatar
                name={authorName(person)}
                src={safeUrl(person.image) ?? undefined}
                size={36}
              />
              <Link to={profilePath(person.user_id)}>{authorName(person)}</Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
