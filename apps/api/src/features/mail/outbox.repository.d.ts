import { type Executor, type OutboxEmail } from '@shuttle/db';
export interface NewEmail {
  to: string;
  subject: string;
  text: string;
}
export declare class OutboxRepository {
  private readonly db;
  constructor(db: Executor);
  /** Queues an email in the caller's transaction: it is sent only if that transaction commits. */
  enqueue(email: NewEmail): Promise<string>;
  /**
   * Claims unsent emails for one sender for a minute. Two senders (two processes) never hold
   * the same email at once; one that crashed lets its claim lapse (QUALITY.md R12).
   */
  claim(limit: number, now: Date): Promise<OutboxEmail[]>;
  markSent(id: string, at: Date): Promise<void>;
  markFailed(id: string, error: string): Promise<void>;
  recent(limit: number): Promise<OutboxEmail[]>;
}
