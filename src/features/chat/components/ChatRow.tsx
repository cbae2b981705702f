import { memo, type MouseEvent } from 'react';
import { Avatar } from '@/ui/Avatar';
import { relativeTime } from '@/lib/format';
import { chatPath, chatTitle, flagLabel, messagePreview, type ChatListItem } from '../model';
import { useLongPress } from './useLongPress';

/** Height of one chat row in pixels (the list is windowed on fixed rows). */
export const CHAT_ROW_HEIGHT = 76;

interface ChatRowProps {
  item: ChatListItem;
  staff: boolean;
  viewerId: string;
  /** The time the relative times are counted from (refreshed every minute). */
  now: number;
  onFlag: (chId: string) => void;
  onOpen: (path: string) => void;
}

/**
 * One chat of the list: picture, name, last message, time, unread count; for staff the flag
 * (Follow up, Urgent), a long press of about a second for the flag menu, and a menu button for
 * keyboard and mouse. A plain link (the page navigates), so rows stay cheap while scrolling.
 */
export const ChatRow = memo(function ChatRow({
  item,
  staff,
  viewerId,
  now,
  onFlag,
  onOpen,
}: ChatRowProps) {
  const longPress = useLongPress(() => onFlag(item.chId), staff);
  const title = chatTitle(item);
  const path = chatPath(item);
  const unread = item.unreadCount > 0;
  const flag = staff ? item.user_message_type : 1;
  const person = item.chat_type === 2 ? null : item.data;
  const picture = item.chat_type === 2 ? item.group_data?.profileUrl : person?.image;
  const preview = item.isBlockedUser ? 'Blocked' : messagePreview(item.lastMessage, viewerId);
  const time = item.lastMessage?.createdAt ? relativeTime(item.lastMessage.createdAt, now) : '';

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    longPress.onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    onOpen(path);
  };

  return (
    <div
      className={`chat-row${unread ? ' chat-row--unread' : ''}${flag > 1 ? ` chat-row--flag-${flag}` : ''}${staff ? ' chat-row--staff' : ''}`}
    >
      <a href={path} className="chat-row__link" draggable={false} {...longPress} onClick={onClick}>
        <Avatar name={title} src={picture || undefined} size={48} staff={person?.is_staff === 1} />
        <span className="chat-row__main">
          <span className="chat-row__top">
            <span className="chat-row__name">{title}</span>
            {flag > 1 ? (
              <span className={`chat-flag chat-flag--${flag === 3 ? 'urgent' : 'follow'}`}>
                {flagLabel(flag)}
              </span>
            ) : null}
            {item.isBlockedUser ? (
              <span className="chat-tag chat-tag--blocked">Blocked</span>
            ) : null}
            {time ? <span className="chat-row__time">{time}</span> : null}
          </span>
          <span className="chat-row__preview">{preview}</span>
        </span>
        {unread ? (
          <span className="chat-row__unread">
            <span aria-hidden="true">{item.unreadCount > 9 ? '9+' : item.unreadCount}</span>
            <span className="visually-hidden">, {item.unreadCount} unread</span>
          </span>
        ) : null}
      </a>
      {staff ? (
        <button
          type="button"
          className="chat-row__menu"
          aria-label={`Flag chat with ${title}`}
          aria-haspopup="dialog"
          onClick={() => onFlag(item.chId)}
        >
          <svg
            aria-hidden="true"
            width="18"
            height="18"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M4 22V4a1 1 0 0 1 1-1h12l-2 4 2 4H5" />
          </svg>
        </button>
      ) : null}
    </div>
  );
});
