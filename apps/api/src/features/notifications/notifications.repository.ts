import { and, count, desc, type Executor, eq, type NotificationRow, notifications } from '@shuttle/db';

export interface NotificationInsert {
  userId: number;
  title: string;
  body: string;
  link: string | null;
}

export interface NotificationPage {
  page: number;
  limit: number;
  unreadOnly: boolean;
}

export class NotificationsRepository {
  constructor(private readonly db: Executor) {}

  async deleteAllOf(userId: number): Promise<void> {
    await this.db.delete(notifications).where(eq(notifications.userId, userId));
  }

  async insert(notification: NotificationInsert, now: Date): Promise<number> {
    const [row] = await this.db
      .insert(notifications)
      .values({ ...notification, createdAt: now })
      .returning({ id: notifications.id });
    if (!row) throw new Error('notification insert returned no row');
    return row.id;
  }

  /** One page of a rider's notifications, newest first, and how many there are in all. */
  async pageOf(userId: number, query: NotificationPage): Promise<{ rows: NotificationRow[]; total: number }> {
    const where = and(
      eq(notifications.userId, userId),
      query.unreadOnly ? eq(notifications.isRead, false) : undefined,
    );
    const rows = await this.db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit);
    const [total] = await this.db.select({ value: count() }).from(notifications).where(where);
    return { rows, total: total?.value ?? 0 };
  }

  /** Sets is_read on the rider's own notification; undefined when it is not theirs. */
  async setRead(
    userId: number,
    id: number,
    isRead: boolean,
    now: Date,
  ): Promise<NotificationRow | undefined> {
    const [row] = await this.db
      .update(notifications)
      .set({ isRead, readAt: isRead ? now : null })
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
      .returning();
    return row;
  }

  async markAllRead(userId: number, now: Date): Promise<number> {
    const rows = await this.db
      .update(notifications)
      .set({ isRead: true, readAt: now })
      .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
      .returning({ id: notifications.id });
    return rows.length;
  }

  async unreadCount(userId: number): Promise<number> {
    const [row] = await this.db
      .select({ value: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
    return row?.value ?? 0;
  }
}
