import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ErrorState } from '@/ui/ErrorState';
import { Spinner } from '@/ui/Spinner';
import { toastQueue } from '@/ui/toastStore';
import { useSinglePostQuery } from '../api';
import { failureMessage } from '@/lib/failureMessage';
import { communityPath, postPath, routeId } from '../model';
import { CommunityNav } from '../components/CommunityNav';
import { PostComposer } from '../components/PostComposer';
import { NotFound } from '../components/NotFound';
import '../community.css';

/** /home/community/{id}/create and /create/{postId}: write a new post or edit one's own. */
export default function CreatePostPage() {
  const params = useParams();
  const communityId = routeId(params.communityId);
  const postId = params.postId === undefined ? undefined : routeId(params.postId);
  useEffect(() => {
    document.title = postId ? 'Edit post | RWL' : 'New post | RWL';
  }, [postId]);
  if (!communityId || postId === null) return <NotFound what="post" />;
  return (
    <div className="page page--narrow community-page">
      <CommunityNav communityId={communityId} />
      {postId ? (
        <EditPost communityId={communityId} postId={postId} />
      ) : (
        <NewPost communityId={communityId} />
      )}
    </div>
  );
}

function NewPost({ communityId }: { communityId: number }) {
  const navigate = useNavigate();
  return (
    <PostComposer
      communityId={communityId}
      onSaved={() => {
        toastQueue.show({ message: 'Your post is shared.', tone: 'success' });
        navigate(communityPath(communityId));
      }}
    />
  );
}

function EditPost({ communityId, postId }: { communityId: number; postId: number }) {
  const navigate = useNavigate();
  const { data, error, isLoading, refetch } = useSinglePostQuery({ communityId, postId });
  if (isLoading) return <Spinner label="Loading the post" />;
  if (error || !data)
    return <ErrorState message={failureMessage(error)} onRetry={() => void refetch()} />;
  if (!data.post.is_mine) return <ErrorState message="You can only edit your own posts." />;
  return (
    <PostComposer
      key={data.post.post_id}
      communityId={communityId}
      editing={data.post}
      onSaved={() => {
        toastQueue.show({ message: 'Your post is updated.', tone: 'success' });
        navigate(postPath(communityId, postId));
      }}
    />
  );
}
