import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useUnreadCount } from '../api/get-unread-count.ts';
import './notifications.css';

/** The unread count as a small badge; nothing when there is none. */
export function UnreadBadge({ userId }: { userId: number }) {
  const count = useUnreadCount(userId);
  if (count === 0) return null;
  return (
    <span className="unread-badge" data-testid="unread-count">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="visually-hidden">{count} unread</span>
    </span>
  );
}

/** The navbar's bell: a link to the notifications with the unread count. */
export function NotificationsBell({ userId }: { userId: number }) {
  return (
    <Link to={paths.dashboard.notifications} className="notifications-bell">
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path
          d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
          fill="currentColor"
        />
      </svg>
      <span className="visually-hidden">Notifications</span>
      <UnreadBadge userId={userId} />
    </Link>
  );
}
