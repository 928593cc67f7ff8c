import type { Executor } from '@shuttle/db';
import { type NewEmail, OutboxRepository } from './outbox.repository.ts';
import { type NewSms, SmsOutboxRepository } from './sms-outbox.repository.ts';

export type { NewEmail } from './outbox.repository.ts';
export type { NewSms } from './sms-outbox.repository.ts';

/**
 * How every feature sends an email: queued in the caller's transaction, so it goes out only
 * if that transaction commits (the dispatcher sends after commit; ARCHITECTURE.md "Email").
 * Returns the outbox id, which is also the Message-ID.
 */
export function enqueueEmail(tx: Executor, email: NewEmail): Promise<string> {
  return new OutboxRepository(tx).enqueue(email);
}

/**
 * How a feature sends a text message: queued in the caller's transaction like an email, sent
 * after the commit by the `sms.sweep` job (docs/decisions/258).
 */
export function enqueueSms(tx: Executor, sms: NewSms): Promise<string> {
  return new SmsOutboxRepository(tx).enqueue(sms);
}

/** The newest emails and texts queued, newest first, for the demo's mailbox (dev-mailbox.routes.ts). */
export function recentEmails(db: Executor, limit: number) {
  return new OutboxRepository(db).recent(limit);
}

export function recentTexts(db: Executor, limit: number) {
  return new SmsOutboxRepository(db).recent(limit);
}
