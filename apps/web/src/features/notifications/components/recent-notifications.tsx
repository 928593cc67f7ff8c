import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useNotifications } from '../api/get-notifications.ts';
import { formatNotificationTime } from './notification-time.ts';
import './notifications.css';

/** The page of notifications dashboard home shows (its route loader starts it too). */
export const RECENT_NOTIFICATIONS = { page: 1, limit: 3, unreadOnly: false };

/** Dashboard home: the latest few notifications and a way to all of them. */
export function RecentNotifications({ userId }: { userId: number }) {
  const recent = useNotifications(userId, RECENT_NOTIFICATIONS);
  const items = recent.data?.data ?? [];
  return (
    <section className="card stack recent-notifications" aria-labelledby="recent-notifications-heading">
      <div className="row recent-notifications__header">
        <h2 id="recent-notifications-heading">Recent notifications</h2>
        <Link to={paths.dashboard.notifications}>See all</Link>
      </div>
      {recent.isPending ? <p className="muted">Loading...</p> : null}
      {recent.data && items.length === 0 ? <p className="muted">No notifications yet.</p> : null}
      {items.length > 0 ? (
        <ul className="notification-list notification-list--compact">
          {items.map((notification) => (
            <li
              key={notification.id}
              className={`notification${notification.is_read ? '' : ' notification--unread'}`}
            >
              <div className="notification__text">
                <p className="notification__title">
                  {notification.is_read ? null : <span className="visually-hidden">Unread: </span>}
                  {notification.link ? (
                    <Link to={notification.link}>{notification.title}</Link>
                  ) : (
                    notification.title
                  )}
                </p>
                <time className="muted small" dateTime={notification.created_at}>
                  {formatNotificationTime(notification.created_at)}
                </time>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
