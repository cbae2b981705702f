import { useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { EmptyState } from '@/ui/EmptyState';
import { ErrorState } from '@/ui/ErrorState';
import { Spinner } from '@/ui/Spinner';
import { toastQueue } from '@/ui/toastStore';
import { useAppDispatch } from '@/app/hooks';
import { showIncomingPosts, usePostsInfiniteQuery } from '../api';
import { failureMessage } from '../errors';
import { flattenPosts, newPostsLabel, routeId } from '../model';
import { CommunityNav } from '../components/CommunityNav';
import { PostCard } from '../components/PostCard';
import { PostComposer } from '../components/PostComposer';
import { NotFound } from '../components/NotFound';
import '../community.css';

const ESTIMATED_POST_HEIGHT = 280;

/** /home/community/{id}: the feed (newest first, infinite and windowed) with a composer on top. */
export default function FeedPage() {
  const communityId = routeId(useParams().communityId);
  useEffect(() => {
    document.title = 'Community | RWL';
  }, []);
  if (!communityId) return <NotFound what="community" />;
  return <Feed key={communityId} communityId={communityId} />;
}

function Feed({ communityId }: { communityId: number }) {
  const dispatch = useAppDispatch();
  const { data, error, isLoading, isFetching, hasNextPage, fetchNextPage, refetch } =
    usePostsInfiniteQuery(communityId);
  const posts = useMemo(() => flattenPosts(data?.pages), [data]);
  const incoming = data?.pages[0]?.incoming.length ?? 0;
  const [list, setList] = useState<HTMLOListElement | null>(null);

  const virtualizer = useWindowVirtualizer({
    count: posts.length,
    estimateSize: () => ESTIMATED_POST_HEIGHT,
    overscan: 3,
    scrollMargin: list?.offsetTop ?? 0,
    getItemKey: (index) => posts[index]?.post_id ?? index,
    // A post not laid out yet (no height) keeps its estimate.
    measureElement: (element) => element.getBoundingClientRect().height || ESTIMATED_POST_HEIGHT,
  });
  const rows = virtualizer.getVirtualItems();
  const lastIndex = rows[rows.length - 1]?.index ?? -1;

  useEffect(() => {
    if (lastIndex >= posts.length - 3 && hasNextPage && !isFetching) void fetchNextPage();
  }, [lastIndex, posts.length, hasNextPage, isFetching, fetchNextPage]);

  const showNew = () => {
    dispatch(showIncomingPosts(communityId));
    window.scrollTo({ top: 0 });
  };

  return (
    <div className="page page--narrow community-page">
      <CommunityNav communityId={communityId} />
      <PostComposer
        communityId={communityId}
        onSaved={() => toastQueue.show({ message: 'Your post is shared.', tone: 'success' })}
      />
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
        <ol
          ref={setList}
          className="post-list"
          aria-label="Posts"
          style={{ height: virtualizer.getTotalSize() }}
        >
          {rows.map((row) => {
            const post = posts[row.index];
            if (!post) return null;
            return (
              <li
                key={row.key}
                data-index={row.index}
                ref={virtualizer.measureElement}
                className="post-list__item"
                style={{
                  transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
                }}
              >
                <PostCard post={post} />
              </li>
            );
          })}
        </ol>
      )}
      {hasNextPage ? (
        <button
          type="button"
          className="button button--secondary"
          disabled={isFetching}
          onClick={() => void fetchNextPage()}
        >
          {isFetching ? 'Loading…' : 'Show more posts'}
        </button>
      ) : null}
    </div>
  );
}
