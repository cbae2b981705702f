import { useId, useState, type FormEvent } from 'react';
import { useTextDraft } from '@/lib/textDrafts';
import { popups } from '@/ui/popupStore';
import { useCommentMutation } from '../api';
import { failureMessage } from '@/lib/failureMessage';
import { COMMENT_MAX_LENGTH, commentTextError, counterText } from '../model';
import { useMentionSuggestions } from './useMentionSuggestions';

/**
 * A comment on a post, or a reply to a comment: never sent empty or over the limit; members are
 * suggested while an @name is typed.
 */
export function CommentForm({
  communityId,
  postId,
  parentId,
  label,
  onDone,
}: {
  communityId: number;
  postId: number;
  parentId?: number;
  label: string;
  onDone?: () => void;
}) {
  const id = useId();
  const [text, setText] = useTextDraft(`comment:${postId}:${parentId ?? 0}`);
  const [error, setError] = useState('');
  const [comment, state] = useCommentMutation();
  const mentions = useMentionSuggestions(
    text,
    (value) => {
      setText(value);
      if (error) setError('');
    },
    COMMENT_MAX_LENGTH,
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = commentTextError(text);
    if (problem) {
      setError(problem);
      return;
    }
    setError('');
    try {
      await comment({ communityId, postId, parentId, text }).unwrap();
      setText('');
      onDone?.();
    } catch (failure) {
      void popups.alert(failureMessage(failure));
    }
  };

  return (
    <form className="comment-form" onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={id}>{label}</label>
      <div className="mention-field">
        <textarea
          id={id}
          rows={2}
          value={text}
          maxLength={COMMENT_MAX_LENGTH}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
          {...mentions.fieldProps}
        />
        {mentions.suggestions}
      </div>
      <p id={`${id}-count`} className="post-composer__count">
        {counterText(text.length, COMMENT_MAX_LENGTH)}
      </p>
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={state.isLoading}>
        {parentId ? 'Send reply' : 'Comment'}
      </button>
    </form>
  );
}
