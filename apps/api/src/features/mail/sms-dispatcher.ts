import type { Database, OutboxSms } from '@shuttle/db';
import { OutboxRunner } from '../../shared/outbox-runner.ts';
import { SmsOutboxRepository } from './sms-outbox.repository.ts';
import type { SmsSender } from './sms-senders.ts';

/** How often the `sms.sweep` job sends what the SMS outbox holds. */
export const SMS_SWEEP_SECONDS = 10;

/**
 * Sends the SMS outbox, from the `sms.sweep` job only (it is never kicked): a reminder or a run
 * notice may wait a few seconds, and one sender across processes keeps the provider's rate
 * simple (ADR 258). The loop is the outboxes' one (`OutboxRunner`).
 */
export class SmsDispatcher extends OutboxRunner<OutboxSms> {
  constructor(db: Database, sender: SmsSender, now: () => Date) {
    const outbox = new SmsOutboxRepository(db);
    super(
      {
        claim: (limit) => outbox.claim(limit, now()),
        send: async (sms) => {
          await sender.send(sms);
          return true;
        },
        settle: async (sent, failed) => {
          for (const { item, error } of failed) {
            // The SDK rejects with the provider's answer as often as with an Error.
            await outbox.markFailed(item.id, error instanceof Error ? error.message : JSON.stringify(error));
          }
          await outbox.markSent(
            sent.map((sms) => sms.id),
            now(),
          );
        },
      },
      // Never kicked, so never a kicked drain to fail: the sweep job reports its own failures.
      { onKickFailed: () => undefined },
    );
  }
}
