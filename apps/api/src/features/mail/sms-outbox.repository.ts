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
  type OutboxSms,
  or,
  outboxSms,
  sql,
} from '@shuttle/db';

export interface NewSms {
  /** E.164, such as +2348031234567. */
  to: string;
  text: string;
}

const LOCK_SECONDS = 60;
const MAX_ATTEMPTS = 10;

/** Text messages waiting to go out, as the email outbox keeps emails (docs/decisions/258). */
export class SmsOutboxRepository {
  constructor(private readonly db: Executor) {}

  /** Queues a text in the caller's transaction: it is sent only if that transaction commits. */
  async enqueue(sms: NewSms): Promise<string> {
    const id = randomUUID();
    await this.db.insert(outboxSms).values({ id, toPhone: sms.to, body: sms.text });
    return id;
  }

  /** Claims unsent texts for one sender for a minute; two senders never hold the same text. */
  async claim(limit: number, now: Date): Promise<OutboxSms[]> {
    const claimable = this.db
      .select({ id: outboxSms.id })
      .from(outboxSms)
      .where(
        and(
          isNull(outboxSms.sentAt),
          lt(outboxSms.attempts, MAX_ATTEMPTS),
          or(isNull(outboxSms.lockedUntil), lt(outboxSms.lockedUntil, now)),
        ),
      )
      .orderBy(asc(outboxSms.createdAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    return this.db
      .update(outboxSms)
      .set({
        lockedUntil: new Date(now.getTime() + LOCK_SECONDS * 1000),
        attempts: sql`${outboxSms.attempts} + 1`,
      })
      .where(sql`${outboxSms.id} IN ${claimable}`)
      .returning();
  }

  async markSent(ids: string[], at: Date): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .update(outboxSms)
      .set({ sentAt: at, lockedUntil: null, lastError: null })
      .where(inArray(outboxSms.id, ids));
  }

  async markFailed(id: string, error: string): Promise<void> {
    await this.db
      .update(outboxSms)
      .set({ lastError: error.slice(0, 500) })
      .where(eq(outboxSms.id, id));
  }

  recent(limit: number): Promise<OutboxSms[]> {
    return this.db.select().from(outboxSms).orderBy(desc(outboxSms.createdAt)).limit(limit);
  }
}
