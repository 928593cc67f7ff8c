import type { Database } from '@shuttle/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../shared/clock.ts';
import { PushOutboxRepository } from './push-outbox.repository.ts';

/** A web push to riders: through their push subscriptions, best effort (docs/decisions/157). */
export type NoticePush = (
  userIds: number[],
  message: { title: string; body: string; link: string },
) => Promise<void>;

/** How often the `push.sweep` job sends what no kick sent (a process that stopped, a CLI run). */
export const PUSH_SWEEP_SECONDS = 10;
/**
 * A push older than this is dropped unsent: a "your ride was cancelled" an hour late on the
 * lock screen misleads more than it tells, and the notice is in the app and, by choice, the inbox.
 */
export const PUSH_STALE_MINUTES = 30;
const BATCH = 20;

/**
 * Sends the push outbox after the commits that wrote it (docs/decisions/263): at once when a
 * request kicks it, like the email outbox, and from the `push.sweep` job for the rest. A push
 * is taken off the outbox before it is sent, so it goes at most once; one that fails is dropped.
 */
export class PushOutboxDispatcher {
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;
  /** Set by stop(): a drain in progress (the sweep job's too) ends after its current batch. */
  private closing = false;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly push: NoticePush,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
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

  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .then(() => undefined)
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Sends until the outbox is empty; how many pushes went to the push service. */
  async drain(): Promise<number> {
    const outbox = new PushOutboxRepository(this.db);
    let sent = 0;
    for (;;) {
      let batch: Awaited<ReturnType<PushOutboxRepository['take']>>;
      try {
        batch = await outbox.take(BATCH);
      } catch (error) {
        this.log.warn({ err: error }, 'push outbox: claim failed');
        return sent;
      }
      const staleBefore = this.clock.now().getTime() - PUSH_STALE_MINUTES * 60_000;
      for (const row of batch) {
        if (row.createdAt.getTime() < staleBefore) continue;
        try {
          await this.push(row.userIds, { title: row.title, body: row.body, link: row.link });
          sent++;
        } catch (error) {
          this.log.warn({ err: error, pushId: row.id }, 'push outbox: push not sent');
        }
      }
      if (batch.length < BATCH || this.closing) return sent;
    }
  }
}
