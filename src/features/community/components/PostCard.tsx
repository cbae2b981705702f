import { Link, useNavigate } from 'react-router-dom';
import { Avatar } from '@/ui/Avatar';
import { SafeImage } from '@/ui/SafeImage';
import { popups } from '@/ui/popupStore';
import { toastQueue } from '@/ui/toastStore';
import { relativeTime, dateAndTime } from '@/lib/format';
import { safeUrl } from '@/lib/url';
import { useHidePostMutation, useHideUserMutation, useLikeMutation } from '../api';
import { failureMessage } from '@/lib/failureMessage';
import {
  authorName,
  commentsLabel,
  communityPath,
  createPath,
  likesLabel,
  likesPath,
  postPath,
  profilePath,
  type Post,
} from '../model';
import { PostText } from './PostText';
import { useAskToDelete } from './PostDeletion';

/** One post: author, text, media, like, comments, and the author's or reader's actions. */
export function PostCard({ post, single = false }: { post: Post; single?: boolean }) {
  const navigate = useNavigate();
  const communityId = post.community_id;
  const name = authorName(post.author);
  const [like] = useLikeMutation();
  const [hidePost, hidingPost] = useHidePostMutation();
  const [hideUser, hidingUser] = useHideUserMutation();
  // Once asked (and until the refetched feed drops the post), hiding is not asked again: a
  // double click sends one call.
  const hiding =
    hidingPost.isLoading || hidingPost.isSuccess || hidingUser.isLoading || hidingUser.isSuccess;
  const askToDelete = useAskToDelete();
  const liked = post.is_liked === 1;

  const toggleLike = () => {
    like({ communityId, postId: post.post_id, liked: !liked })
      .unwrap()
      .catch((error: unknown) => void popups.alert(failureMessage(error)));
  };

  const hide = async (which: 'post' | 'user') => {
    try {
      if (which === 'post') await hidePost({ communityId, postId: post.post_id }).unwrap();
      else await hideUser({ communityId, userId: post.author.user_id }).unwrap();
      toastQueue.show({
        message: which === 'post' ? 'The post is hidden.' : `Posts from ${name} are hidden.`,
        tone: 'success',
      });
      if (single) navigate(communityPath(communityId), { replace: true });
    } catch (error) {
      void popups.alert(failureMessage(error));
    }
  };

  return (
    <article className="post-card" aria-label={`Post by ${name}`}>
      <header className="post-card__header">
        <Avatar
          name={name}
          src={safeUrl(post.author.image) ?? undefined}
          size={40}
          staff={post.author.is_staff === 1}
        />
        <div>
          <p className="post-card__author">
            <Link to={profilePath(post.author.user_id)}>{name}</Link>
          </p>
          <p className="post-card__time">
            {post.scheduled_at
              ? `Scheduled for ${dateAndTime(post.scheduled_at)}`
              : relativeTime(post.created_at)}
          </p>
        </div>
      </header>
      {post.text ? (
        <PostText value={post.text} communityId={communityId} mentions={post.mentions} />
      ) : null}
      {post.media.length ? (
        <div className="post-card__media">
          {post.media.map((item, index) => {
            const url = safeUrl(item.url);
            if (!url) return null;
            return item.video ? (
              <video
                key={index}
                src={url}
                controls
                preload="metadata"
                aria-label={`Video ${index + 1} of the post`}
              >
                <track kind="captions" />
              </video>
            ) : (
              <SafeImage
                key={index}
                src={url}
                alt={`Photo ${index + 1} of the post`}
                loading="lazy"
              />
            );
          })}
        </div>
      ) : null}
      {post.scheduled_at ? null : (
        <div className="post-card__actions">
          <button
            type="button"
            className="button button--secondary post-card__like"
            aria-pressed={liked}
            onClick={toggleLike}
          >
            <span aria-hidden="true">{liked ? '♥' : '♡'}</span> Like
          </button>
          <Link to={likesPath(communityId, post.post_id)} className="post-card__count">
            {likesLabel(post.like_count)}
          </Link>
          {single ? (
            <span className="post-card__count">{commentsLabel(post.comment_count)}</span>
          ) : (
            <Link to={postPath(communityId, post.post_id)} className="post-card__count">
              {commentsLabel(post.comment_count)}
            </Link>
          )}
        </div>
      )}
      <div className="post-card__menu" role="group" aria-label="Post options">
        {post.is_mine ? (
          <>
            <Link to={createPath(communityId, post.post_id)} className="link-button">
              Edit post
            </Link>
            <button type="button" className="link-button" onClick={() => askToDelete(post)}>
              Delete post
            </button>
          </>
        ) : (
          <>
            <button
              type="button"
              className="link-button"
              disabled={hiding}
              onClick={() => void hide('post')}
            >
              Hide post
            </button>
            <button
              type="button"
              className="link-button"
              disabled={hiding}
              onClick={() => void hide('user')}
            >
              Hide posts from {name}
            </button>
          </>
        )}
      </div>
    </article>
  );
}
