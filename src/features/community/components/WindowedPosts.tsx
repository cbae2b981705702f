import { useEffect, useState } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { Post } from '../model';
import { PostCard } from './PostCard';

const ESTIMATED_POST_HEIGHT = 280;

/**
 * The feed's posts, windowed: only the posts around the viewport are in the page however long
 * the feed grows, and the next page loads as its end comes near. Loaded after the first render.
 */
export default function WindowedPosts({
  posts,
  canLoadMore,
  loadMore,
}: {
  posts: Post[];
  canLoadMore: boolean;
  loadMore: () => void;
}) {
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
    if (lastIndex >= posts.length - 3 && canLoadMore) loadMore();
  }, [lastIndex, posts.length, canLoadMore, loadMore]);

  // The shown posts stay in the normal flow between two spacers, so measuring one never moves
  // the posts above it.
  const first = rows[0];
  const last = rows[rows.length - 1];
  const margin = virtualizer.options.scrollMargin;
  const before = first ? first.start - margin : 0;
  const after = last ? virtualizer.getTotalSize() - (last.end - margin) : 0;

  return (
    <ol
      ref={setList}
      className="post-list"
      aria-label="Posts"
      style={{ paddingTop: before, paddingBottom: Math.max(0, after) }}
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
          >
            <PostCard post={post} />
          </li>
        );
      })}
    </ol>
  );
}
