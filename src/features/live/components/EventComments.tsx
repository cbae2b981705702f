import { useId, useState, type FormEvent } from 'react';
import { useTextDraft } from '@/lib/textDrafts';
import { popups } from '@/ui/popupStore';
import { relativeTime } from '@/lib/format/dates';
import { useAddEventCommentMutation } from '../api';
import { COMMENT_MAX_LENGTH, commentError, failureMessage, type EventComment } from '../model';

/**
 * An event's comments (plain text, never HTML) and the form to add one; the comment being written
 * is kept as a draft (lib/textDrafts) until it is posted, so a reload or a failed send loses none.
 */
export function EventComments({
  eventId,
  comments,
}: {
  eventId: string;
  comments: EventComment[];
}) {
  const [text, setText] = useTextDraft(`eventcomment:${eventId}`);
  const [error, setError] = useState('');
  const [addComment, { isLoading }] = useAddEventCommentMutation();
  const fieldId = useId();
  const errorId = `${fieldId}-error`;
  const countId = `${fieldId}-count`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = commentError(text);
    setError(problem);
    if (problem) return;
    try {
      await addComment({ eventId, comment: text.trim() }).unwrap();
      setText('');
    } catch (failure) {
      await popups.alert(failureMessage(failure));
    }
  };

  return (
    <section className="live-comments" aria-labelledby={`${fieldId}-title`}>
      <h2 id={`${fieldId}-title`}>Comments ({comments.length})</h2>
      {comments.length === 0 ? <p>No comments yet: be the first.</p> : null}
      <ul className="live-comments__list">
        {comments.map((comment) => (
          <li key={comment.comment_id} className="live-comment">
            <p className="live-comment__author">
              <strong>{comment.user_name}</strong>{' '}
              <span className="live-item__meta">{relativeTime(comment.created_at)}</span>
            </p>
            <p className="live-comment__text">{comment.comment}</p>
          </li>
        ))}
      </ul>
      <form className="live-comments__form" noValidate onSubmit={(event) => void submit(event)}>
        <label htmlFor={fieldId}>Add a comment</label>
        <textarea
          id={fieldId}
          value={text}
          rows={3}
          maxLength={COMMENT_MAX_LENGTH}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${errorId} ${countId}` : countId}
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError('');
          }}
        />
        <p id={countId} className="live-item__meta">
          {text.length}/{COMMENT_MAX_LENGTH} characters
        </p>
        {error ? (
          <p id={errorId} className="field__error" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className="button button--primary" disabled={isLoading}>
          Post comment
        </button>
      </form>
    </section>
  );
}
