import { randomUUID } from 'node:crypto';
import {
  and,
  asc,
  desc,
  type Executor,
  eq,
  inArray,
  isNull,
  lt,
  type OutboxEmail,
  or,
  outboxEmails,
  sql,
} from '@shuttle/db';

export interface NewEmail {
  to: string;
  subject: string;
  /** The text part, which every email has. */
  text: string;
  /** An HTML part beside it, for an email whose layout matters (receipts). */
  html?: string;
  /** The one-click unsubscribe address of a notice's email (RFC 8058). */
  listUnsubscribe?: string;
}

const LOCK_SECONDS = 60;

export class OutboxRepository {
  constructor(private readonly db: Executor) {}

  /** Queues an email in the caller's transaction: it is sent only if that transaction commits. */
  async enqueue(email: NewEmail): Promise<string> {
    const id = randomUUID();
    await this.db.insert(outboxEmails).values({
      id,
      toAddress: email.to,
      subject: email.subject,
      textBody: email.text,
      htmlBody: email.html ?? null,
      listUnsubscribe: email.listUnsubscribe ?? null,
    });
    return id;
  }

  /**
   * Claims unsent emails for one sender for a minute. Two senders (two processes) never hold
   * the same email at once; one that crashed lets its claim lapse (docs/reliability.md#r12).
   */
  async claim(limit: number, now: Date): Promise<OutboxEmail[]> {
    const lockUntil = new Date(now.getTime() + LOCK_SECONDS * 1000);
    const claimable = this.db
      .select({ id: outboxEmails.id })
      .from(outboxEmails)
      .where(
        and(
          isNull(outboxEmails.sentAt),
          lt(outboxEmails.attempts, 10),
          or(isNull(outboxEmails.lockedUntil), lt(outboxEmails.lockedUntil, now)),
        ),
      )
      .orderBy(asc(outboxEmails.createdAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    return this.db
      .update(outboxEmails)
      .set({ lockedUntil: lockUntil, attempts: sql`${outboxEmails.attempts} + 1` })
      .where(sql`${outboxEmails.id} IN ${claimable}`)
      .returning();
  }

  /** When the oldest email still to send was queued (one given up on after 10 tries excepted). */
  async oldestUnsentAt(): Promise<Date | null> {
    const [row] = await this.db
      .select({ oldest: sql<string | Date | null>`min(${outboxEmails.createdAt})` })
      .from(outboxEmails)
      .where(and(isNull(outboxEmails.sentAt), lt(outboxEmails.attempts, 10)));
    return row?.oldest ? new Date(row.oldest) : null;
  }

  async markSent(ids: string[], at: Date): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .update(outboxEmails)
      .set({ sentAt: at, lockedUntil: null, lastError: null })
      .where(inArray(outboxEmails.id, ids));
  }

  async markFailed(id: string, error: string): Promise<void> {
    await this.db
      .update(outboxEmails)
      .set({ lastError: error.slice(0, 500) })
      .where(eq(outboxEmails.id, id));
  }

  recent(limit: number): Promise<OutboxEmail[]> {
    return this.db.select().from(outboxEmails).orderBy(desc(outboxEmails.createdAt)).limit(limit);
  }
}
