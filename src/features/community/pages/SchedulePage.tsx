import { lazy, Suspense, useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { ErrorState } from '@/ui/ErrorState';
import { Spinner } from '@/ui/Spinner';
import { toastQueue } from '@/ui/toastStore';
import { useScheduledPostsQuery } from '../api';
import { failureMessage } from '@/lib/failureMessage';
import { routeId } from '../model';
import { CommunityNav } from '../components/CommunityNav';
import { PostCard } from '../components/PostCard';
import { PostDeletion } from '../components/PostDeletion';
import { NotFound } from '../components/NotFound';
import '../community.css';

// The form (media checks, previews, upload) loads beside the list, as on the feed.
const PostComposer = lazy(() =>
  import('../components/PostComposer').then((module) => ({ default: module.PostComposer })),
);

/** /home/community/{id}/schedule: schedule a post for later and see the member's scheduled posts. */
export default function SchedulePage() {
  const communityId = routeId(useParams().communityId);
  useEffect(() => {
    document.title = 'Scheduled posts | RWL';
  }, []);
  if (!communityId) return <NotFound what="community" />;
  return (
    <PostDeletion>
      <Scheduled communityId={communityId} />
    </PostDeletion>
  );
}

function Scheduled({ communityId }: { communityId: number }) {
  const { data, error, isLoading, refetch } = useScheduledPostsQuery(communityId);
  return (
    <div className="page page--narrow community-page">
      <CommunityNav communityId={communityId} />
      <Suspense fallback={<Spinner label="Loading the post form" />}>
        <PostComposer
          communityId={communityId}
          schedule
          onSaved={() => toastQueue.show({ message: 'Your post is scheduled.', tone: 'success' })}
        />
      </Suspense>
      <section aria-labelledby="scheduled-title">
        <h2 id="scheduled-title">Your scheduled posts</h2>
        {isLoading ? (
          <Spinner label="Loading scheduled posts" />
        ) : error && !data ? (
          <ErrorState message={failureMessage(error)} onRetry={() => void refetch()} />
        ) : !data?.length ? (
          <p className="hint">You have no scheduled posts.</p>
        ) : (
          <ul className="post-list post-list--static">
            {data.map((post) => (
              <li key={post.post_id}>
                <PostCard post={post} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
