import { memo } from 'react';
import { Avatar } from '@/ui/Avatar';
import { relativeTime } from '@/lib/format';
import { fromServerTime, notificationTime } from '@/lib/format/notificationTime';
import type { AppNotification } from './model';

/** One notification: sender picture (initials fallback), title, text and time. */
export const NotificationItem = memo(function NotificationItem({
  item,
  unread = false,
  onOpen,
}: {
  item: AppNotification;
  unread?: boolean;
  onOpen: (item: AppNotification) => void;
}) {
  const name = `${item.first_name} ${item.last_name}`.trim() || 'RWL';
  const time = item.updated_date ? fromServerTime(item.updated_date) : null;
  return (
    <li className={`notification-item${unread ? ' notification-item--unread' : ''}`}>
      <button type="button" className="notification-item__button" onClick={() => onOpen(item)}>
        <Avatar
          name={name}
          src={item.user_image || undefined}
          size={40}
          staff={item.is_staff === 1}
        />
        <span className="notification-item__text">
          <span className="notification-item__title">{item.title}</span>
          {item.sub_title ? <span className="notification-item__sub">{item.sub_title}</span> : null}
          {time ? (
            <time
              className="notification-item__time"
              dateTime={time.toISOString()}
              title={relativeTime(item.updated_date)}
            >
              {notificationTime(item.updated_date)}
              <span className="visually-hidden">, {relativeTime(item.updated_date)}</span>
            </time>
          ) : null}
        </span>
      </button>
    </li>
  );
});
