import type { Notification } from '@shuttle/contracts';
import { Link } from 'react-router';
import { useMarkNotificationRead } from '../api/mark-notification-read.ts';
import { formatNotificationTime } from './notification-time.ts';

interface NotificationItemProps {
  userId: number;
  notification: Notification;
}

export function NotificationItem({ userId, notification }: NotificationItemProps) {
  const markRead = useMarkNotificationRead(userId);
  const { title, body, link, is_read: isRead, created_at: createdAt } = notification;
  const setRead = (value: boolean) => {
    if (!markRead.isPending) markRead.mutate({ notification, isRead: value });
  };
  return (
    <li className={`notification${isRead ? '' : ' notification--unread'}`}>
      <div className="notification__text">
        <p className="notification__title">
          {isRead ? null : <span className="visually-hidden">Unread: </span>}
          {link ? (
            <Link to={link} onClick={() => (isRead ? undefined : setRead(true))}>
              {title}
            </Link>
          ) : (
            title
          )}
        </p>
        {body ? <p className="notification__body">{body}</p> : null}
        <time className="muted small" dateTime={createdAt}>
          {formatNotificationTime(createdAt)}
        </time>
      </div>
      <div className="notification__actions">
        <button type="button" className="link-button" onClick={() => setRead(!isRead)}>
          {isRead ? 'Mark as unread' : 'Mark as read'}
        </button>
      </div>
    </li>
  );
}
