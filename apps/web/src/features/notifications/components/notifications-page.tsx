import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useNotifications } from '../api/get-notifications.ts';
import { useUnreadCount } from '../api/get-unread-count.ts';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read.ts';
import { NotificationItem } from './notification-item.tsx';
import './notifications.css';

export const NOTIFICATIONS_PAGE_SIZE = 10;

const pageOf = (params: URLSearchParams) => {
  const page = Number(params.get('page'));
  return Number.isSafeInteger(page) && page > 0 ? page : 1;
};

/** /dashboard/notifications: newest first, a page at a time, optionally unread only. */
export function NotificationsPage({ userId }: { userId: number }) {
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const unreadOnly = params.get('unread') === '1';
  const list = useNotifications(userId, { page, limit: NOTIFICATIONS_PAGE_SIZE, unreadOnly });
  const unread = useUnreadCount(userId);
  const markAll = useMarkAllNotificationsRead(userId);

  const show = (changes: { page?: number; unread?: boolean }) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        const nextPage = changes.page ?? 1;
        if (nextPage > 1) next.set('page', String(nextPage));
        else next.delete('page');
        const nextUnread = changes.unread ?? unreadOnly;
        if (nextUnread) next.set('unread', '1');
        else next.delete('unread');
        return next;
      },
      { preventScrollReset: true },
    );

  const total = list.data?.meta.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / NOTIFICATIONS_PAGE_SIZE));

  return (
    <section className="page stack notifications-page">
      <div className="row notifications-page__header">
        <h1>Notifications</h1>
        <p className="muted" data-testid="unread-summary">
          {unread === 0 ? 'No unread notifications' : `${unread} unread`}
        </p>
        <Link to={paths.dashboard.notificationPreferences}>Choose where notices go</Link>
      </div>
      <div className="row">
        <label className="row notifications-page__filter">
          <input
            type="checkbox"
            checked={unreadOnly}
            onChange={(event) => show({ unread: event.target.checked })}
          />
          Unread only
        </label>
        <Button
          variant="ghost"
          disabled={unread === 0}
          isProcessing={markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          Mark all as read
        </Button>
      </div>
      {markAll.isError ? <p className="form-error">{errorMessage(markAll.error)}</p> : null}
      {list.isError ? <p className="form-error">{errorMessage(list.error)}</p> : null}
      {list.isPending ? <p className="muted">Loading your notifications...</p> : null}
      {list.data && list.data.data.length === 0 ? (
        <p className="muted">{unreadOnly ? 'You have read everything.' : 'No notifications yet.'}</p>
      ) : null}
      {list.data && list.data.data.length > 0 ? (
        <ul className="notification-list" aria-label="Notifications">
          {list.data.data.map((notification) => (
            <NotificationItem key={notification.id} userId={userId} notification={notification} />
          ))}
        </ul>
      ) : null}
      <Pager
        page={page}
        pages={lastPage}
        onPage={(next) => show({ page: next })}
        label="Pages"
        back="Newer"
        forward="Older"
      />
    </section>
  );
}
