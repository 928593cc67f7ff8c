import type { Database } from '@shuttle/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from './mailers.ts';
/**
 * Sends what the outbox holds: at once when a request kicks it after committing, and every
 * few seconds for whatever a crash or a failed send left behind.
 */
export declare class OutboxDispatcher {
  private readonly db;
  private readonly mailer;
  private readonly log;
  private timer;
  private running;
  private again;
  private stopped;
  constructor(db: Database, mailer: Mailer, log: FastifyBaseLogger);
  start(): void;
  stop(): Promise<void>;
  kick(): void;
  /** Sends until the outbox is empty; exported for tests that want to wait for delivery. */
  drain(): Promise<number>;
}
