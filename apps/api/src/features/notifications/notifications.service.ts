import type { Notification, NotificationList, UnreadCount } from '@shuttle/contracts';
import type { Executor, NotificationRow } from '@shuttle/db';
import { notFound } from '../../shared/app-error.ts';
import type { Deps } from '../../shared/deps.ts';
import { type NotificationPage, NotificationsRepository } from './notifications.repository.ts';

export interface NewNotification {
  userId: number;
  /** At most 120 characters. */
  title: string;
  /** At most 1,000 characters. */
  body: string;
  /** An address inside the app, such as `/dashboard/wallet`. */
  link?: string;
}

const TITLE_MAX = 120;
const BODY_MAX = 1000;
const isAppPath = (link: string) => link.startsWith('/') && !link.startsWith('//');

export interface CheckedNotification {
  userId: number;
  title: string;
  body: string;
  link: string | null;
}

/**
 * A notification as `notify` writes it (trimmed, checked), for a caller that writes it in a
 * statement of its own (the booking's write step, docs/decisions/182-booking-in-one-statement.md).
 */
export function checkedNotification(notification: NewNotification): CheckedNotification {
  const title = notification.title.trim();
  const body = notification.body.trim();
  const link = notification.link ?? null;
  if (title.length === 0 || title.length > TITLE_MAX || body.length > BODY_MAX) {
    throw new RangeError(
      `A notification needs a title of 1 to ${TITLE_MAX} and a body of at most ${BODY_MAX} characters.`,
    );
  }
  if (link !== null && !isAppPath(link)) {
    throw new RangeError(`A notification links inside the app only, not to ${link}.`);
  }
  return { userId: notification.userId, title, body, link };
}

const toNotification = (row: NotificationRow): Notification => ({
  id: row.id,
  title: row.title,
  body: row.body,
  link: row.link,
  is_read: row.isRead,
  created_at: row.createdAt.toISOString(),
});

/**
 * Messages to riders. Other capabilities call `notify` inside their own transaction, so a
 * notification exists exactly when what it reports committed.
 */
export class NotificationsService {
  constructor(private readonly deps: Pick<Deps, 'db' | 'clock'>) {}

  /** A deleted account's notifications go with it (its deletion's transaction). */
  async forgetUser(tx: Executor, userId: number): Promise<void> {
    await new NotificationsRepository(tx).deleteAllOf(userId);
  }

  /** Writes a notification in the caller's transaction; returns its id. */
  async notify(tx: Executor, notification: NewNotification): Promise<number> {
    return new NotificationsRepository(tx).insert(checkedNotification(notification), this.deps.clock.now());
  }

  async list(userId: number, query: NotificationPage): Promise<NotificationList> {
    const { rows, total } = await new NotificationsRepository(this.deps.db).pageOf(userId, query);
    return {
      data: rows.map(toNotification),
      meta: { page: query.page, limit: query.limit, total },
    };
  }

  /** A notification of another rider is 404, as if it did not exist (docs/api-conventions.md#ownership). */
  async setRead(userId: number, notificationId: number, isRead: boolean): Promise<Notification> {
    const row = await new NotificationsRepository(this.deps.db).setRead(
      userId,
      notificationId,
      isRead,
      this.deps.clock.now(),
    );
    if (!row) throw notFound('Notification not found');
    return toNotification(row);
  }

  async markAllRead(userId: number): Promise<UnreadCount> {
    const repository = new NotificationsRepository(this.deps.db);
    await repository.markAllRead(userId, this.deps.clock.now());
    return { count: await repository.unreadCount(userId) };
  }

  async unreadCount(userId: number): Promise<UnreadCount> {
    return { count: await new NotificationsRepository(this.deps.db).unreadCount(userId) };
  }
}
