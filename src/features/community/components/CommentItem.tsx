import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Avatar } from '@/ui/Avatar';
import { popups } from '@/ui/popupStore';
import { toastQueue } from '@/ui/toastStore';
import { relativeTime } from '@/lib/format';
import { safeUrl } from '@/lib/url';
import { useDeleteCommentMutation, useLikeMutation } from '../api';
import { failureMessage } from '@/lib/failureMessage';
import { authorName, likesLabel, profilePath, type Comment } from '../model';
import { PostText } from './PostText';
import { LazyCommentForm } from './LazyCommentForm';
import { LazyConfirmDialog } from './LazyConfirmDialog';

/** One comment with its like, reply and delete, and its replies under it. */
export function CommentItem({ comment, communityId }: { comment: Comment; communityId: number }) {
  const name = authorName(comment.author);
  const [like] = useLikeMutation();
  const [deleteComment, deleting] = useDeleteCommentMutation();
  const [replying, setReplying] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const liked = comment.is_liked === 1;
  const postId = comment.post_id;

  const toggleLike = () => {
    like({ communityId, postId, commentId: comment.comment_id, liked: !liked })
      .unwrap()
      .catch((error: unknown) => void popups.alert(failureMessage(error)));
  };

  const remove = async () => {
    try {
      await deleteComment({ communityId, postId, commentId: comment.comment_id }).unwrap();
      setConfirming(false);
      toastQueue.show({ message: 'Your comment is deleted.', tone: 'success' });
    } catch (error) {
      setConfirming(false);
      void popups.alert(failureMessage(error));
    }
  };

  return (
    <li className="comment">
      <article aria-label={`Comment by ${name}`}>
        <header className="comment__header">
          <Avatar name={name} src={safeUrl(comment.author.image) ?? undefined} size={32} />
          <Link className="comment__author" to={profilePath(comment.author.user_id)}>
            {name}
          </Link>
          <span className="comment__time">{relativeTime(comment.created_at)}</span>
        </header>
        <PostText value={comment.text} communityId={communityId} mentions={comment.mentions} />
        <div className="comment__actions">
          <button
            type="button"
            className="link-button"
            aria-pressed={liked}
            aria-label={`Like comment by ${name}`}
            onClick={toggleLike}
          >
            <span aria-hidden="true">{liked ? '♥' : '♡'}</span> Like
          </button>
          <span className="comment__count">{likesLabel(comment.like_count)}</span>
          {comment.parent_id === 0 ? (
            <button
              type="button"
              className="link-button"
              aria-expanded={replying}
              onClick={() => setReplying((value) => !value)}
            >
              Reply
            </button>
          ) : null}
          {comment.is_mine ? (
            <button type="button" className="link-button" onClick={() => setConfirming(true)}>
              Delete comment
            </button>
          ) : null}
        </div>
      </article>
      {replying ? (
        <LazyCommentForm
          communityId={communityId}
          postId={postId}
          parentId={comment.comment_id}
          label={`Reply to ${name}`}
          onDone={() => setReplying(false)}
        />
      ) : null}
      {comment.replies.length ? (
        <ul className="comment__replies" aria-label={`Replies to ${name}`}>
          {comment.replies.map((reply) => (
            <CommentItem key={reply.comment_id} comment={reply} communityId={communityId} />
          ))}
        </ul>
      ) : null}
      {confirming ? (
        <LazyConfirmDialog
          title="Delete comment?"
          message="Your comment will be removed. This cannot be undone."
          confirmLabel="Delete"
          busy={deleting.isLoading}
          onConfirm={() => void remove()}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </li>
  );
}
