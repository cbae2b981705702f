import {
  forwardRef,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { CHAT_MESSAGES } from '@/lib/validation/bodies/chat';
import { MAX_MESSAGE_LENGTH } from '../model';

export interface ComposerHandle {
  focus(): void;
}

interface ComposerProps {
  /** The text typed so far (kept per conversation by the page). */
  initialText: string;
  onTextChange: (text: string) => void;
  onSend: (text: string) => boolean;
  onFile: (file: File) => string | null;
}

/** The message box: Enter sends, Shift+Enter starts a new line; a picture or video can be attached. */
export const Composer = forwardRef<ComposerHandle, ComposerProps>(function Composer(
  { initialText, onTextChange, onSend, onFile },
  ref,
) {
  const [text, setText] = useState(initialText);
  const [error, setError] = useState('');
  const input = useRef<HTMLTextAreaElement>(null);
  const file = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const errorId = useId();

  useImperativeHandle(ref, () => ({ focus: () => input.current?.focus() }), []);

  const change = (value: string) => {
    setText(value);
    onTextChange(value);
  };

  const send = () => {
    if (!text.trim()) return;
    if (text.length > MAX_MESSAGE_LENGTH) {
      setError(CHAT_MESSAGES.tooLong);
      return;
    }
    if (onSend(text)) {
      change('');
      setError('');
    }
    input.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  const near = text.length > MAX_MESSAGE_LENGTH - 500;

  return (
    <>
      <form
        className="composer"
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <button
          type="button"
          className="icon-button"
          aria-label="Attach a photo or video"
          onClick={() => file.current?.click()}
        >
          <svg
            aria-hidden="true"
            width="22"
            height="22"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M21.4 11.1 12.2 20.3a6 6 0 0 1-8.5-8.5l9.2-9.2a4 4 0 0 1 5.7 5.7l-9.2 9.2a2 2 0 0 1-2.8-2.8l8.5-8.5" />
          </svg>
        </button>
        <input
          ref={file}
          type="file"
          className="visually-hidden"
          tabIndex={-1}
          aria-label="Choose a photo or video"
          accept=".jpg,.jpeg,.gif,.png,.mp4,.mov"
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            event.target.value = '';
            if (!chosen) return;
            setError(onFile(chosen) ?? '');
          }}
        />
        <label htmlFor={inputId} className="visually-hidden">
          Message
        </label>
        <textarea
          ref={input}
          id={inputId}
          className="composer__input"
          rows={1}
          placeholder="Type a message"
          value={text}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => change(event.target.value)}
          onKeyDown={onKeyDown}
        />
        {near ? (
          <span className="composer__count" aria-live="polite">
            {text.length}/{MAX_MESSAGE_LENGTH}
          </span>
        ) : null}
        <button
          type="submit"
          className="button button--primary composer__send"
          disabled={!text.trim()}
        >
          Send
        </button>
      </form>
      {error ? (
        <p id={errorId} className="composer__error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
});
