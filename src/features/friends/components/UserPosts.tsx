import { Link } from 'react-router-dom';
import { ErrorState } from '@/ui/ErrorState';
import { Spinner } from '@/ui/Spinner';
import { failureMessage } from '@/lib/failureMessage';
import { safeUrl } from '@/lib/url';
import { useUserPostsInfiniteQuery } from '../api';
import { countLabel } from '../model';
import { longDate } from '@/lib/format/days';

/** A member's community posts, newest first, as text (never HTML), a page at a time. */
export function UserPosts({ userId, name }: { userId: number; name: string }) {
  const { data, error, isLoading, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useUserPostsInfiniteQuery(userId);
  const posts = data?.pages.flatMap((page) => page.posts) ?? [];
  return (
    <section className="friends-section" aria-labelledby="profile-posts">
      <h2 id="profile-posts">Posts</h2>
      {isLoading ? (
        <Spinner label="Loading posts" />
      ) : error && !data ? (
        <ErrorState message={failureMessage(error)} onRetry={() => void refetch()} />
      ) : !posts.length ? (
        <p className="hint">{`${name} has not posted yet.`}</p>
      ) : (
        <>
          <ul className="profile-posts" aria-label={`Posts by ${name}`}>
            {posts.map((post) => {
              const image = post.media.find((item) => item.video !== 1);
              const src = image ? safeUrl(image.url) : null;
              return (
                <li key={post.post_id}>
                  <article
                    className="profile-post"
                    aria-label={`Post from ${longDate(post.created_at) || 'the community'}`}
                  >
                    <p className="profile-post__date">{longDate(post.created_at)}</p>
                    {post.text ? <p className="profile-post__text">{post.text}</p> : null}
                    {src ? (
                      <img className="profile-post__image" src={src} alt="" loading="lazy" />
                    ) : null}
                    <p className="profile-post__meta">
                      {countLabel(post.like_count, 'like', 'likes')} ·{' '}
                      {countLabel(post.comment_count, 'comment', 'comments')} ·{' '}
                      <Link to={`/home/community/${post.community_id}/${post.post_id}`}>
                        Open post
                      </Link>
                    </p>
                  </article>
                </li>
              );
            })}
          </ul>
          {hasNextPage ? (
            <button
              type="button"
              className="button button--secondary"
              disabled={isFetchingNextPage}
              onClick={() => void fetchNextPage()}
            >
              {isFetchingNextPage ? 'Loading…' : 'Show more posts'}
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}
