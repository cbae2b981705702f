import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { popups } from '@/ui/popupStore';
import { safeUrl } from '@/lib/url';
import { useTextDraft } from '@/lib/textDrafts';
import { useSavePostMutation } from '../api';
import { uploadPostMedia } from '../upload';
import { useMentionSuggestions } from './useMentionSuggestions';
import { failureMessage } from '@/lib/failureMessage';
import {
  counterText,
  isVideoFile,
  MAX_POST_FILES,
  mediaError,
  POST_MAX_LENGTH,
  postTextError,
  scheduleError,
  TOO_MANY_FILES_MESSAGE,
  type Post,
  type PostMedia,
} from '../model';

interface Chosen {
  file: File;
  preview: string;
}

const ACCEPT = '.jpg,.jpeg,.gif,.png,.mp4,.mov';

/**
 * Writes, edits or schedules a post: text with a counter and a limit, photos and videos checked
 * before upload (type and size) with previews, upload progress, then the post call. Members are
 * suggested while an @name is typed.
 */
export function PostComposer({
  communityId,
  editing,
  schedule = false,
  onSaved,
}: {
  communityId: number;
  editing?: Post;
  schedule?: boolean;
  onSaved?: (post: Post) => void;
}) {
  const ids = { text: useId(), files: useId(), when: useId(), error: useId(), fileError: useId() };
  // A new post is kept as a draft of its community (and of the schedule form) until it is sent.
  const [text, setText] = useTextDraft(
    editing ? null : `post:${communityId}${schedule ? ':scheduled' : ''}`,
    editing?.text,
  );
  const [kept, setKept] = useState<PostMedia[]>(editing?.media ?? []);
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const [when, setWhen] = useState('');
  const [error, setError] = useState('');
  const [fileError, setFileError] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [savePost, saving] = useSavePostMutation();
  const fileInput = useRef<HTMLInputElement>(null);
  const mentions = useMentionSuggestions(
    text,
    (value) => {
      setText(value);
      if (error) setError('');
    },
    POST_MAX_LENGTH,
  );

  // Previews are object URLs of this page: released when removed and when the page closes.
  const chosenRef = useRef<Chosen[]>([]);
  useLayoutEffect(() => {
    chosenRef.current = chosen;
  }, [chosen]);
  useEffect(() => () => chosenRef.current.forEach((item) => URL.revokeObjectURL(item.preview)), []);

  const mediaCount = kept.length + chosen.length;
  const busy = saving.isLoading || progress !== null;

  const choose = (files: FileList | null) => {
    if (!files) return;
    const list = [...files];
    if (fileInput.current) fileInput.current.value = '';
    const refused = list.map(mediaError).find(Boolean);
    if (refused) {
      setFileError(refused);
      return;
    }
    if (mediaCount + list.length > MAX_POST_FILES) {
      setFileError(TOO_MANY_FILES_MESSAGE);
      return;
    }
    setFileError('');
    setChosen((current) => [
      ...current,
      ...list.map((file) => ({ file, preview: URL.createObjectURL(file) })),
    ]);
  };

  const removeChosen = (item: Chosen) => {
    URL.revokeObjectURL(item.preview);
    setChosen((current) => current.filter((entry) => entry !== item));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = postTextError(text, mediaCount) ?? (schedule ? scheduleError(when) : undefined);
    if (problem) {
      setError(problem);
      return;
    }
    setError('');
    try {
      let uploaded: PostMedia[] = [];
      if (chosen.length) {
        setProgress(0);
        uploaded = await uploadPostMedia(
          chosen.map((item) => item.file),
          setProgress,
        );
      }
      const post = await savePost({
        communityId,
        postId: editing?.post_id,
        text,
        media: [...kept, ...uploaded],
        scheduledAt: schedule ? new Date(when).toISOString() : undefined,
      }).unwrap();
      chosen.forEach((item) => URL.revokeObjectURL(item.preview));
      setChosen([]);
      setText('');
      setKept([]);
      setWhen('');
      onSaved?.(post);
    } catch (failure) {
      void popups.alert(failureMessage(failure));
    } finally {
      setProgress(null);
    }
  };

  const label = editing ? 'Edit your post' : schedule ? 'Schedule a post' : 'Write a post';

  return (
    <form className="post-composer" onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={ids.text} className="post-composer__label">
        {label}
      </label>
      <div className="mention-field">
        <textarea
          id={ids.text}
          value={text}
          rows={4}
          maxLength={POST_MAX_LENGTH}
          placeholder="Share a win, a question or a tip. Use #hashtags and @mentions."
          aria-invalid={error ? true : undefined}
          aria-describedby={`${ids.text}-count${error ? ` ${ids.error}` : ''}`}
          {...mentions.fieldProps}
        />
        {mentions.suggestions}
      </div>
      <p id={`${ids.text}-count`} className="post-composer__count" aria-live="polite">
        {counterText(text.length, POST_MAX_LENGTH)}
      </p>
      {error ? (
        <p id={ids.error} className="field__error" role="alert">
          {error}
        </p>
      ) : null}

      {schedule ? (
        <div className="post-composer__field">
          <label htmlFor={ids.when}>Post on</label>
          <input
            id={ids.when}
            type="datetime-local"
            value={when}
            onChange={(event) => setWhen(event.target.value)}
          />
        </div>
      ) : null}

      {kept.length || chosen.length ? (
        <ul className="post-composer__previews" aria-label="Photos and videos to post">
          {kept.map((item, index) => {
            const url = safeUrl(item.url);
            return (
              <li key={`kept-${index}`}>
                {url && item.video ? <video src={url} muted aria-label="Video" /> : null}
                {url && !item.video ? <img src={url} alt={`Attached ${index + 1}`} /> : null}
                <button
                  type="button"
                  className="link-button"
                  onClick={() => setKept((current) => current.filter((entry) => entry !== item))}
                >
                  Remove
                </button>
              </li>
            );
          })}
          {chosen.map((item) => (
            <li key={item.preview}>
              {isVideoFile(item.file.name) ? (
                <video src={item.preview} muted aria-label={`Preview of ${item.file.name}`} />
              ) : (
                <img src={item.preview} alt={`Preview of ${item.file.name}`} />
              )}
              <button
                type="button"
                className="link-button"
                aria-label={`Remove ${item.file.name}`}
                onClick={() => removeChosen(item)}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      <div className="post-composer__field">
        <label htmlFor={ids.files}>Add photos or videos</label>
        <input
          id={ids.files}
          ref={fileInput}
          type="file"
          accept={ACCEPT}
          multiple
          aria-describedby={fileError ? ids.fileError : undefined}
          onChange={(event) => choose(event.target.files)}
        />
        {fileError ? (
          <p id={ids.fileError} className="field__error" role="alert">
            {fileError}
          </p>
        ) : null}
      </div>

      {progress !== null ? (
        <div className="post-composer__progress">
          <label htmlFor={`${ids.files}-progress`}>Uploading</label>
          <progress id={`${ids.files}-progress`} max={100} value={Math.round(progress * 100)}>
            {Math.round(progress * 100)}%
          </progress>
        </div>
      ) : null}

      <div className="post-composer__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {editing ? 'Save changes' : schedule ? 'Schedule post' : 'Post'}
        </button>
      </div>
    </form>
  );
}
