import { lazy, Suspense, useCallback, useEffect, useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { EmptyState } from '@/ui/EmptyState';
import { ErrorState } from '@/ui/ErrorState';
import { Spinner } from '@/ui/Spinner';
import { toastQueue } from '@/ui/toastStore';
import { useAppDispatch } from '@/app/hooks';
import { showIncomingPosts, usePostsInfiniteQuery } from '../api';
import { failureMessage } from '@/lib/failureMessage';
import { FEED_PAGE_SIZE, flattenPosts, newPostsLabel, routeId } from '../model';
import { CommunityNav } from '../components/CommunityNav';
import { PostCard } from '../components/PostCard';
import { PostDeletion } from '../components/PostDeletion';
import { NotFound } from '../components/NotFound';
import '../community.css';

// The windowing library and the composer load beside the first posts, not before them. The
// composer starts loading with this page's module, not once the page renders.
const loadComposer = () => import('../components/PostComposer');
void loadComposer().catch(() => undefined);
const WindowedPosts = lazy(() => import('../components/WindowedPosts'));
const PostComposer = lazy(() =>
  loadComposer().then((module) => ({ default: module.PostComposer })),
);

/** /home/community/{id}: the feed (newest first, infinite and windowed) with a composer on top. */
export default function FeedPage() {
  const communityId = routeId(useParams().communityId);
  useEffect(() => {
    document.title = 'Community | RWL';
  }, []);
  if (!communityId) return <NotFound what="community" />;
  return (
    <PostDeletion>
      <Feed key={communityId} communityId={communityId} />
    </PostDeletion>
  );
}

function Feed({ communityId }: { communityId: number }) {
  const dispatch = useAppDispatch();
  const { data, error, isLoading, isFetching, hasNextPage, fetchNextPage, refetch } =
    usePostsInfiniteQuery(communityId);
  const posts = useMemo(() => flattenPosts(data?.pages), [data]);
  const incoming = data?.pages[0]?.incoming.length ?? 0;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  const showNew = () => {
    dispatch(showIncomingPosts(communityId));
    window.scrollTo({ top: 0 });
  };

  return (
    <div className="page page--narrow community-page">
      <CommunityNav communityId={communityId} />
      {/* One boundary for the composer and the posts: shown as each came, a composer that came
          after the posts pushed them down the page under the member's tap on Like. */}
      <Suspense fallback={<Spinner label="Loading posts" />}>
        {error && !data ? null : (
          // No composer for a feed that could not be read (e.g. a community the member has no
          // access to): the post could only be refused.
          <PostComposer
            communityId={communityId}
            onSaved={() => toastQueue.show({ message: 'Your post is shared.', tone: 'success' })}
          />
        )}
        {incoming > 0 ? (
          <button type="button" className="new-posts-pill" onClick={showNew}>
            {newPostsLabel(incoming)}
          </button>
        ) : null}
        {isLoading ? (
          <Spinner label="Loading posts" />
        ) : error && !data ? (
          <ErrorState message={failureMessage(error)} onRetry={() => void refetch()} />
        ) : posts.length === 0 ? (
          <EmptyState title="No posts yet. Be the first to share something!" />
        ) : (
          <Suspense
            fallback={
              <ol className="post-list post-list--static" aria-label="Posts">
                {posts.slice(0, FEED_PAGE_SIZE).map((post) => (
                  <li key={post.post_id}>
                    <PostCard post={post} />
                  </li>
                ))}
              </ol>
            }
          >
            <WindowedPosts
              posts={posts}
              canLoadMore={Boolean(hasNextPage) && !isFetching}
              loadMore={loadMore}
            />
          </Suspense>
        )}
        {hasNextPage ? (
          <button
            type="button"
            className="button button--secondary"
            disabled={isFetching}
            onClick={loadMore}
          >
            {isFetching ? 'Loading…' : 'Show more posts'}
          </button>
        ) : null}
      </Suspense>
    </div>
  );
}
