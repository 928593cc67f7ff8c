import { randomUUID } from 'node:crypto';
import { asc, type Executor, type OutboxPush, outboxPushes, sql } from '@shuttle/db';

export interface NewPush {
  userIds: number[];
  title: string;
  body: string;
  /** A path inside the app, such as /dashboard/my-bookings/12. */
  link: string;
}

/** Web pushes of rider notices waiting for their transaction's commit (docs/decisions/263). */
export class PushOutboxRepository {
  constructor(private readonly db: Executor) {}

  /** Queues a push in the caller's transaction: it exists, and is sent, only if that commits. */
  async enqueue(push: NewPush, at: Date): Promise<void> {
    await this.db.insert(outboxPushes).values({
      id: randomUUID(),
      userIds: [...new Set(push.userIds)],
      title: push.title.trim(),
      body: push.body.trim(),
      link: push.link,
      createdAt: at,
    });
  }

  /**
   * Takes the oldest pushes off the outbox for one sender: deleted as they are claimed, so two
   * senders never send the same one, and a send that fails or is cut short is not repeated.
   */
  take(limit: number): Promise<OutboxPush[]> {
    const claimable = this.db
      .select({ id: outboxPushes.id })
      .from(outboxPushes)
      .orderBy(asc(outboxPushes.createdAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    return this.db.delete(outboxPushes).where(sql`${outboxPushes.id} IN ${claimable}`).returning();
  }
}
