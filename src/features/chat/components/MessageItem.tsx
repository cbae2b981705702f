import { createContext, memo, useContext } from 'react';
import { Avatar } from '@/ui/Avatar';
import { SafeImage } from '@/ui/SafeImage';
import { messageTime } from '@/lib/format';
import {
  hostOf,
  messageCta,
  messageKind,
  personName,
  safeUrl,
  splitLinks,
  type ChatMessage,
  type Cta,
} from '../model';

/** What a message's buttons do; given once by the conversation, so rows stay cheap. */
export interface MessageActions {
  onCta: (message: ChatMessage, cta: Cta) => void;
  onLocked: () => void;
  onPlayVideo: (src: string, title: string) => void;
  onRetry: (cid: string) => void;
  onDiscard: (cid: string) => void;
  /** Now, refreshed every minute (times of today read 'h:mm AM'). */
  now: number;
}

export const MessageActionsContext = createContext<MessageActions | null>(null);

function useActions(): MessageActions {
  const actions = useContext(MessageActionsContext);
  if (!actions) throw new Error('MessageActionsContext is missing');
  return actions;
}

/** Text with its links: text nodes and anchors only, never HTML. */
export function LinkedText({ value }: { value: string }) {
  return (
    <p className="msg__text">
      {splitLinks(value).map((part, index) =>
        part.kind === 'link' ? (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow ugc">
            {part.value}
          </a>
        ) : (
          <span key={index}>{part.value}</span>
        ),
      )}
    </p>
  );
}

function CtaButton({ message, cta }: { message: ChatMessage; cta: Cta }) {
  const actions = useActions();
  if (cta.action?.kind === 'link' && !cta.locked) {
    return (
      <a
        className="button button--primary"
        href={cta.action.href}
        target="_blank"
        rel="noopener noreferrer nofollow"
      >
        {cta.label}
      </a>
    );
  }
  return (
    <button
      type="button"
      className="button button--primary"
      onClick={() => actions.onCta(message, cta)}
      disabled={!cta.action && !cta.locked}
    >
      {cta.label}
    </button>
  );
}

function MediaContent({ message }: { message: ChatMessage }) {
  const actions = useActions();
  const kind = messageKind(message);
  const src = safeUrl(message.media);
  const poster = safeUrl(message.thumbnail_image) ?? undefined;
  const locked = message.access === 0;
  if (kind === 'video') {
    return (
      <button
        type="button"
        className="msg__media-button"
        aria-label={locked ? 'Video (upgrade to watch)' : 'Play video'}
        onClick={() =>
          locked
            ? actions.onLocked()
            : src
              ? actions.onPlayVideo(src, message.msg || 'Video')
              : undefined
        }
      >
        <SafeImage
          className="msg__media"
          src={poster}
          alt=""
          width={240}
          height={200}
          loading="lazy"
        />
        <span className="msg__play" aria-hidden="true">
          ▶
        </span>
      </button>
    );
  }
  if (kind === 'voice') {
    return (
      <div className="msg__voice">
        <span className="msg__lock">Voice note</span>
        {src && !locked ? (
          <audio controls preload="none" src={src}>
            <track kind="captions" />
          </audio>
        ) : (
          <button type="button" className="button button--secondary" onClick={actions.onLocked}>
            Upgrade to listen
          </button>
        )}
      </div>
    );
  }
  // Picture
  if (locked) {
    return (
      <button
        type="button"
        className="msg__media-button"
        aria-label="Picture (upgrade to see it)"
        onClick={actions.onLocked}
      >
        <SafeImage className="msg__media" src={undefined} alt="" width={240} height={200} />
      </button>
    );
  }
  return (
    <a href={src ?? undefined} target="_blank" rel="noopener noreferrer" aria-label="Open picture">
      <SafeImage
        className="msg__media"
        src={src ?? undefined}
        alt={message.msg || 'Picture'}
        width={240}
        height={200}
        loading="lazy"
      />
    </a>
  );
}

function LinkPreview({ message }: { message: ChatMessage }) {
  const href = safeUrl(message.msg.trim().split(/\s+/)[0] ?? '');
  if (!href) return <LinkedText value={message.msg} />;
  const thumb = safeUrl(message.thumbnail_image);
  const rest = message.msg.trim().split(/\s+/).slice(1).join(' ');
  return (
    <>
      <a className="msg__link" href={href} target="_blank" rel="noopener noreferrer nofollow ugc">
        {thumb ? (
          <SafeImage
            className="msg__link-thumb"
            src={thumb}
            alt=""
            width={56}
            height={56}
            loading="lazy"
          />
        ) : null}
        <span>
          <span className="msg__link-title">{message.headerText || hostOf(href)}</span>
          <span className="msg__link-host">{hostOf(href)}</span>
        </span>
      </a>
      {rest ? <LinkedText value={rest} /> : null}
    </>
  );
}

function SpecialContent({ message }: { message: ChatMessage }) {
  const cta = messageCta(message);
  const image = safeUrl(message.thumbnail_image);
  return (
    <div className="msg-special">
      {message.headerText ? <h3 className="msg-special__title">{message.headerText}</h3> : null}
      {image ? (
        <SafeImage
          className="msg-special__image"
          src={image}
          alt=""
          width={320}
          height={140}
          loading="lazy"
        />
      ) : null}
      {message.msg ? <LinkedText value={message.msg} /> : null}
      {cta ? (
        <div className="msg-special__cta">
          <CtaButton message={message} cta={cta} />
          {cta.locked ? <p className="msg__lock">Part of a higher membership.</p> : null}
        </div>
      ) : null}
    </div>
  );
}

interface MessageItemProps {
  message: ChatMessage;
  mine: boolean;
  /** Group chats show who wrote each message. */
  showSender: boolean;
}

/** One message of the conversation, by type (spec 3 §3). */
export const MessageItem = memo(function MessageItem({
  message,
  mine,
  showSender,
}: MessageItemProps) {
  const actions = useActions();
  const kind = messageKind(message);
  const name = personName(message.senderData) || 'A member';
  if (kind === 'joined' || kind === 'left') {
    return (
      <p className="msg-system">
        {mine ? 'You' : name} {kind === 'joined' ? 'joined the group' : 'left the group'}
      </p>
    );
  }
  const { label, iso } = messageTime(message.createdAt, actions.now);
  const cta = kind !== 'special' ? messageCta(message) : null;
  const state = message.status;
  return (
    <div
      className={`msg ${mine ? 'msg--mine' : 'msg--theirs'}${state !== 'sent' ? ` msg--${state}` : ''}`}
    >
      {!mine && showSender ? (
        <Avatar
          name={name}
          src={message.senderData.image || undefined}
          size={30}
          staff={message.senderData.is_staff === 1}
        />
      ) : null}
      <div className="msg__bubble">
        {!mine && showSender ? (
          <p className="msg__sender">
            {name}
            {message.senderData.is_staff ? <span className="msg__staff">RWL Team</span> : null}
          </p>
        ) : null}
        {kind === 'image' || kind === 'video' || kind === 'voice' ? (
          <>
            <MediaContent message={message} />
            {message.msg && kind !== 'voice' ? <LinkedText value={message.msg} /> : null}
          </>
        ) : kind === 'link' ? (
          <LinkPreview message={message} />
        ) : kind === 'special' ? (
          <SpecialContent message={message} />
        ) : (
          <LinkedText value={message.msg} />
        )}
        {cta ? (
          <div className="msg-special__cta">
            <CtaButton message={message} cta={cta} />
          </div>
        ) : null}
        <p className="msg__meta">
          {label ? <time dateTime={iso}>{label}</time> : null}
          {mine ? (
            state === 'sent' ? (
              <span className="msg__status">
                <span aria-hidden="true">✓</span>
                <span className="visually-hidden">Sent</span>
              </span>
            ) : state === 'pending' ? (
              <span className="msg__status">Sending…</span>
            ) : (
              <span className="msg__status msg__status--failed">Not sent</span>
            )
          ) : null}
        </p>
        {state === 'failed' ? (
          <>
            {message.error ? <p className="msg__lock">{message.error}</p> : null}
            <div className="msg__retry">
              <button
                type="button"
                className="button button--secondary"
                onClick={() => actions.onRetry(message.cid)}
              >
                Try again
              </button>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => actions.onDiscard(message.cid)}
              >
                Delete
              </button>
            </div>
          </>
        ) : null}
      </div>
    </div>
  );
});
