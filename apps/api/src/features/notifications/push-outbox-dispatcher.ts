import type { Database, OutboxPush } from '@shuttle/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../shared/clock.ts';
import { OutboxRunner } from '../../shared/outbox-runner.ts';
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
/**
 * Sends the push outbox after the commits that wrote it (docs/decisions/263): at once when a
 * request kicks it, like the email outbox, and from the `push.sweep` job for the rest. A push
 * is taken off the outbox before it is sent, so it goes at most once; one that fails is dropped.
 * The loop is the outboxes' one (`OutboxRunner`).
 */
export class PushOutboxDispatcher extends OutboxRunner<OutboxPush> {
  constructor(db: Database, clock: Clock, push: NoticePush, log: Pick<FastifyBaseLogger, 'warn'>) {
    const outbox = new PushOutboxRepository(db);
    super(
      {
        claim: (limit) => outbox.take(limit),
        send: async (row) => {
          if (row.createdAt.getTime() < clock.now().getTime() - PUSH_STALE_MINUTES * 60_000) return false;
          await push(row.userIds, { title: row.title, body: row.body, link: row.link });
          return true;
        },
        settle: async (_sent, failed) => {
          for (const { item, error } of failed) {
            log.warn({ err: error, pushId: item.id }, 'push outbox: push not sent');
          }
        },
      },
      { onKickFailed: (error) => log.warn({ err: error }, 'push outbox: claim failed') },
    );
  }
}
