import { setTimeout as wait } from 'node:timers/promises';
import type { Database } from '@shuttle/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from './mailers.ts';
import { OutboxRepository } from './outbox.repository.ts';

/** How often the `outbox.sweep` job looks for what a crash or a failed send left behind. */
export const OUTBOX_SWEEP_SECONDS = 5;
const BATCH = 20;
/**
 * A kick waits this long before it claims: the emails of the requests that commit meanwhile go
 * out in the same batch, one claim and one update for all of them, where a claim per request
 * cost every booking two more statements under load (docs/decisions/197).
 */
export const GATHER_MS = 50;

/**
 * Sends what the outbox holds: at once, in the process that committed, when a request kicks
 * it; the sweep for whatever a crash or a failed send left behind is the `outbox.sweep` job,
 * run once across processes (ADR 135). Claims use SKIP LOCKED, so both may run at once.
 */
export class OutboxDispatcher {
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;
  /** Set by stop(): a drain in progress (the sweep job's too) ends after its current batch. */
  private closing = false;

  constructor(
    private readonly db: Database,
    private readonly mailer: Mailer,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    this.stopped = false;
    this.closing = false;
    this.kick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.closing = true;
    await this.running;
  }

  /** Seconds the oldest unsent email has waited, for the outbox lag metric. */
  async lagSeconds(now: Date): Promise<number> {
    const oldest = await new OutboxRepository(this.db).oldestUnsentAt();
    return oldest ? Math.max(0, (now.getTime() - oldest.getTime()) / 1000) : 0;
  }

  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = wait(GATHER_MS)
      .then(() => this.drain())
      .then(() => undefined)
      .catch((error: unknown) => this.log.error({ err: error }, 'outbox: sending failed'))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Sends until the outbox is empty; exported for tests that want to wait for delivery. */
  async drain(): Promise<number> {
    const outbox = new OutboxRepository(this.db);
    let sent = 0;
    for (;;) {
      const batch = await outbox.claim(BATCH, new Date());
      const delivered: string[] = [];
      for (const email of batch) {
        try {
          await this.mailer.send(email);
          delivered.push(email.id);
        } catch (error) {
          await outbox.markFailed(email.id, error instanceof Error ? error.message : String(error));
        }
      }
      // One UPDATE for the batch: under load every booking kicks the outbox, and a statement
      // per email was a round trip per booking. A crash before it resends at most one batch,
      // under the same Message-ID (SmtpMailer).
      await outbox.markSent(delivered, new Date());
      sent += delivered.length;
      // A short batch emptied the outbox of what it could claim: an email queued meanwhile
      // comes with its own kick, and the poll picks up the rest, so no empty claim follows.
      if (batch.length < BATCH) return sent;
      // A stopping process leaves the rest to another one (or to its own next start): a long
      // backlog must not hold its shutdown past the grace period (docs/decisions/137).
      if (this.closing) return sent;
    }
  }
}
