import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ErrorState } from '@/ui/ErrorState';
import { Spinner } from '@/ui/Spinner';
import { useSinglePostQuery } from '../api';
import { failureMessage } from '@/lib/failureMessage';
import { communityPath, routeId } from '../model';
import { CommunityNav } from '../components/CommunityNav';
import { PostCard } from '../components/PostCard';
import { PostDeletion } from '../components/PostDeletion';
import { LazyCommentForm } from '../components/LazyCommentForm';
import { CommentItem } from '../components/CommentItem';
import { NotFound } from '../components/NotFound';
import '../community.css';

/** /home/community/{id}/{postId}: one post with its comments and replies. */
export default function PostPage() {
  const params = useParams();
  const communityId = routeId(params.communityId);
  const postId = routeId(params.postId);
  const navigate = useNavigate();
  useEffect(() => {
    document.title = 'Community post | RWL';
  }, []);
  if (!communityId || !postId) return <NotFound what="post" />;
  return (
    <PostDeletion onDeleted={() => navigate(communityPath(communityId), { replace: true })}>
      <SinglePost communityId={communityId} postId={postId} />
    </PostDeletion>
  );
}

function SinglePost({ communityId, postId }: { communityId: number; postId: number }) {
  const { data, error, isLoading, refetch } = useSinglePostQuery({ communityId, postId });
  return (
    <div className="page page--narrow community-page">
      <CommunityNav communityId={communityId} />
      {isLoading ? (
        <Spinner label="Loading the post" />
      ) : error && !data ? (
        <ErrorState message={failureMessage(error)} onRetry={() => void refetch()} />
      ) : data ? (
        <>
          <PostCard post={data.post} single />
          <section className="comments" aria-labelledby="comments-title">
            <h2 id="comments-title">Comments</h2>
            {data.comments.length === 0 ? <p className="hint">No comments yet.</p> : null}
            <ul className="comment-list">
              {data.comments.map((comment) => (
                <CommentItem key={comment.comment_id} comment={comment} communityId={communityId} />
              ))}
            </ul>
            <LazyCommentForm communityId={communityId} postId={postId} label="Write a comment" />
          </section>
        </>
      ) : null}
    </div>
  );
}
