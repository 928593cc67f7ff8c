import type { Database } from '@shuttle/db';
import { SmsOutboxRepository } from './sms-outbox.repository.ts';
import type { SmsSender } from './sms-senders.ts';

/** How often the `sms.sweep` job sends what the SMS outbox holds. */
export const SMS_SWEEP_SECONDS = 10;
const BATCH = 20;

/**
 * Sends the SMS outbox, from the `sms.sweep` job only: a reminder or a run notice may wait a
 * few seconds, and one sender across processes keeps the provider's rate simple (ADR 258).
 */
export class SmsDispatcher {
  constructor(
    private readonly db: Database,
    private readonly sender: SmsSender,
  ) {}

  /** Sends until nothing claimable is left; how many went out. */
  async drain(now: () => Date): Promise<number> {
    const outbox = new SmsOutboxRepository(this.db);
    let sent = 0;
    for (;;) {
      const batch = await outbox.claim(BATCH, now());
      const delivered: string[] = [];
      for (const sms of batch) {
        try {
          await this.sender.send(sms);
          delivered.push(sms.id);
        } catch (error) {
          // The SDK rejects with the provider's answer as often as with an Error.
          await outbox.markFailed(sms.id, error instanceof Error ? error.message : JSON.stringify(error));
        }
      }
      await outbox.markSent(delivered, now());
      sent += delivered.length;
      if (batch.length < BATCH) return sent;
    }
  }
}
