import type { Database, OutboxEmail } from '@shuttle/db';
import type { FastifyBaseLogger } from 'fastify';
import { OutboxRunner } from '../../shared/outbox-runner.ts';
import type { Mailer } from './mailers.ts';
import { OutboxRepository } from './outbox.repository.ts';

/** How often the `outbox.sweep` job looks for what a crash or a failed send left behind. */
export const OUTBOX_SWEEP_SECONDS = 5;
/**
 * A kick waits this long before it claims: the emails of the requests that commit meanwhile go
 * out in the same batch, one claim and one update for all of them, where a claim per request
 * cost every booking two more statements under load (docs/decisions/197).
 */
export const GATHER_MS = 50;

/**
 * Sends what the email outbox holds: at once, in the process that committed, when a request
 * kicks it; the sweep for whatever a crash or a failed send left behind is the `outbox.sweep`
 * job, run once across processes (ADR 135). The loop is the outboxes' one (`OutboxRunner`).
 */
export class OutboxDispatcher extends OutboxRunner<OutboxEmail> {
  constructor(
    private readonly db: Database,
    mailer: Mailer,
    log: FastifyBaseLogger,
  ) {
    const outbox = new OutboxRepository(db);
    super(
      {
        claim: (limit) => outbox.claim(limit, new Date()),
        send: async (email) => {
          await mailer.send(email);
          return true;
        },
        // One UPDATE for the batch: under load every booking kicks the outbox, and a statement
        // per email was a round trip per booking. A crash before it resends at most one batch,
        // under the same Message-ID (SmtpMailer).
        settle: async (sent, failed) => {
          for (const { item, error } of failed) {
            await outbox.markFailed(item.id, error instanceof Error ? error.message : String(error));
          }
          await outbox.markSent(
            sent.map((email) => email.id),
            new Date(),
          );
        },
      },
      {
        gatherMs: GATHER_MS,
        onKickFailed: (error) => log.error({ err: error }, 'outbox: sending failed'),
      },
    );
  }

  /** Seconds the oldest unsent email has waited, for the outbox lag metric. */
  async lagSeconds(now: Date): Promise<number> {
    const oldest = await new OutboxRepository(this.db).oldestUnsentAt();
    return oldest ? Math.max(0, (now.getTime() - oldest.getTime()) / 1000) : 0;
  }
}
